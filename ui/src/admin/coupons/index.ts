import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { CouponCreate } from './CouponCreate';
import { CouponList } from './CouponList';
import { CouponShow } from './CouponShow';
import { percentText, type CouponRecord } from './types';

export default {
  list: CouponList,
  show: CouponShow,
  create: CouponCreate,
  icon: LocalOfferIcon,
  recordRepresentation: (record: CouponRecord) => `${record.id} · ${percentText(record)}`,
};
