import StorageIcon from '@mui/icons-material/Storage';
import { ProjectionList } from './ProjectionList';
import { ProjectionShow } from './ProjectionShow';
import type { ProjectionStatus } from './types';

export default {
  list: ProjectionList,
  show: ProjectionShow,
  icon: StorageIcon,
  recordRepresentation: (record: ProjectionStatus) => `${record.id} v${record.version}`,
};
