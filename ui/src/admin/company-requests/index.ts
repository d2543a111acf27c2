import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { CompanyRequestList } from './CompanyRequestList';
import { personOf, type CompanyRequestRecord } from './types';

/** Requests to join a company (domain/src/account/README.md, "Membership"): admins see and answer them. */
export default {
  list: CompanyRequestList,
  icon: GroupAddIcon,
  recordRepresentation: (record: CompanyRequestRecord) => `${personOf(record)} → ${record.company_name}`,
};
