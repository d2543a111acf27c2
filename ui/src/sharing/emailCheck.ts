import type { EmailCheck } from './api';

/** An address passes only when it is not disposable and its mx records, smtp server and smtp check hold. */
export const emailPasses = (check: EmailCheck): boolean => !check.disposable && check.mx_records && check.smtp_server && check.smtp_check;
