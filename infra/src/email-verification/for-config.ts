import type { Config } from '../config';
import { createHttpEmailVerifier } from './http-api';
import { createOfflineEmailVerifier } from './offline';
import type { EmailVerifier } from './port';

/** The verification service when its URL is configured, the offline checks otherwise. */
export function emailVerifierFor(config: Pick<Config, 'EMAIL_VERIFY_API_URL' | 'EMAIL_CHECK_MX'>): EmailVerifier {
  if (config.EMAIL_VERIFY_API_URL) return createHttpEmailVerifier({ url: config.EMAIL_VERIFY_API_URL });
  return createOfflineEmailVerifier({ checkMx: config.EMAIL_CHECK_MX });
}
