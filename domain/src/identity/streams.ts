/** Stream ids of the identity capability, `<category>-<id>`. */
export const userStream = (userId: string): string => `user-${userId}`;

/** One stream per email, appended with 'no_stream' expected: the store itself refuses a second account. */
export const emailStream = (emailHash: string): string => `email-${emailHash}`;

export const tokenStream = (tokenHash: string): string => `token-${tokenHash}`;
