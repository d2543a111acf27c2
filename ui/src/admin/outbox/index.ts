import MailIcon from '@mui/icons-material/MailOutlined';
import { OutboxList } from './OutboxList';
import { OutboxShow } from './OutboxShow';
import type { OutboxMail } from './types';

export default {
  list: OutboxList,
  show: OutboxShow,
  icon: MailIcon,
  recordRepresentation: (record: OutboxMail) => record.subject,
};
