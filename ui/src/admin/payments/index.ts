import PaymentsIcon from '@mui/icons-material/Payments';
import { PaymentList } from './PaymentList';
import { amountText, type PaymentRecord } from './types';

/** Read-only: the list alone (no show, create or edit). */
export default {
  list: PaymentList,
  icon: PaymentsIcon,
  recordRepresentation: (record: PaymentRecord) => `${record.email ?? record.user_id} · ${amountText(record.amount)}`,
};
