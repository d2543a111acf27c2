/** Stream ids of the account capability, `<category>-<id>` (see README.md for the cut). */
export const accountStream = (userId: string): string => `account-${userId}`;
export const companyStream = (companyId: string): string => `company-${companyId}`;
export const leadStream = (emailHash: string): string => `lead-${emailHash}`;
export const surveyStream = (tokenHash: string): string => `survey-${tokenHash}`;
