import { checkPasswordPolicy } from '@dealbook/domain/identity/password-policy';
import { PASSWORD_MIN_LENGTH } from '@dealbook/domain/identity/limits';

/** The rule as the form shows it before anyone types. */
export const passwordRule = `At least ${PASSWORD_MIN_LENGTH} characters. A passphrase of a few words works well.`;

export type PasswordProblems = { password?: string; confirmation?: string };

/** The server's policy, run in the browser so the user learns of it before the link's token is spent. */
export function passwordProblems(password: string, confirmation: string): PasswordProblems {
  const problems: PasswordProblems = {};
  const policy = checkPasswordPolicy(password);
  if (policy) problems.password = policy.message;
  if (confirmation === '') problems.confirmation = 'Enter the same password again.';
  else if (confirmation !== password) problems.confirmation = 'The two passwords do not match.';
  return problems;
}

export const hasProblems = (problems: object) => Object.keys(problems).length > 0;
