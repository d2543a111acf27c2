import BusinessIcon from '@mui/icons-material/Business';
import { CompanyList } from './CompanyList';
import { CompanyShow } from './CompanyShow';
import type { CompanyRecord } from './types';

export default {
  list: CompanyList,
  show: CompanyShow,
  icon: BusinessIcon,
  recordRepresentation: (record: CompanyRecord) => record.name,
};
