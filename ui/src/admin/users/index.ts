import PeopleIcon from '@mui/icons-material/People';
import { UserList } from './UserList';
import { UserShow } from './UserShow';
import type { UserRecord } from './types';

export default {
  list: UserList,
  show: UserShow,
  icon: PeopleIcon,
  recordRepresentation: (record: UserRecord) => record.email,
};
