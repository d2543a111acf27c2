import TuneIcon from '@mui/icons-material/Tune';
import { DivisionList } from './DivisionList';
import { DivisionShow } from './DivisionShow';
import type { DivisionRecord } from './types';

export default {
  list: DivisionList,
  show: DivisionShow,
  icon: TuneIcon,
  recordRepresentation: (record: DivisionRecord) => `${record.company_name} · ${record.name}`,
};
