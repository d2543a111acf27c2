import HistoryIcon from '@mui/icons-material/History';
import { ActivityList } from './ActivityList';
import { ActivityShow } from './ActivityShow';
import type { Activity } from './types';

export default {
  list: ActivityList,
  show: ActivityShow,
  icon: HistoryIcon,
  recordRepresentation: (record: Activity) => `#${record.position} ${record.type}`,
};
