import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { InvitationList } from './InvitationList';
import { InvitationShow } from './InvitationShow';
import type { InvitationRecord } from './types';

export default {
  list: InvitationList,
  show: InvitationShow,
  icon: ForwardToInboxIcon,
  recordRepresentation: (record: InvitationRecord) => `${record.company_name} · ${record.status}`,
};
