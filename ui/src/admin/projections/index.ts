import StorageIcon from '@mui/icons-material/Storage';
import { ProjectionList } from './ProjectionList';
import type { ProjectionStatus } from './types';

export default {
  list: ProjectionList,
  icon: StorageIcon,
  recordRepresentation: (record: ProjectionStatus) => `${record.id} v${record.version}`,
};
