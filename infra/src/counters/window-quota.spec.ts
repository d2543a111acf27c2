import { createWindowQuota } from './window-quota';
import { windowQuotaContract } from './window-quota.contract';

windowQuotaContract('in-process', createWindowQuota);
