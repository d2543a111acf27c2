import ReportProblemIcon from '@mui/icons-material/ReportProblemOutlined';
import { DeadLetterList } from './DeadLetterList';
import type { DeadLetter } from './types';

export default {
  list: DeadLetterList,
  icon: ReportProblemIcon,
  recordRepresentation: (record: DeadLetter) => `${record.projection} #${record.position}`,
};
