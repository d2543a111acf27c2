import PollIcon from '@mui/icons-material/Poll';
import { SurveyCreate } from './SurveyCreate';
import { SurveyList } from './SurveyList';
import { SurveyShow } from './SurveyShow';
import type { SurveyRecord } from './types';

export default {
  list: SurveyList,
  show: SurveyShow,
  create: SurveyCreate,
  icon: PollIcon,
  recordRepresentation: (record: SurveyRecord) => record.email,
};
