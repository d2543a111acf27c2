import { createWindowQuota } from './window-quota';
import { windowQuotaContract } from '../../testing/counters/window-quota.contract';

windowQuotaContract('in-process', createWindowQuota);
