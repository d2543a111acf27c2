import type { Config } from '@dealbook/infra/config';
import { createHttpEmailVerifier } from '@dealbook/infra/email-verification/http-api';
import { createOfflineEmailVerifier } from '@dealbook/infra/email-verification/offline';
import type { EmailVerifier } from '@dealbook/infra/email-verification/port';

/** The verification service when its URL is configured, the offline checks otherwise. */
export function emailVerifierFor(config: Pick<Config, 'EMAIL_VERIFY_API_URL' | 'EMAIL_CHECK_MX'>): EmailVerifier {
  if (config.EMAIL_VERIFY_API_URL) return createHttpEmailVerifier({ url: config.EMAIL_VERIFY_API_URL });
  return createOfflineEmailVerifier({ checkMx: config.EMAIL_CHECK_MX });
}
