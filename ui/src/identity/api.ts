import { dataProvider as defaultDataProvider, type DealbookDataProvider } from '../providers/dataProvider';

/** The account types a visitor can register as; II (individual investor) is listed but disabled (spec §1). */
export type AccountType = 'D' | 'PI';

export type NewAccount = {
  email: string;
  first_name?: string;
  last_name?: string;
  type: AccountType;
  /** True only for campaign sign-ups; the registration form never creates a ghost. */
  ghost: false;
  opt_in: boolean;
};

export type TokenType = 'users-activate-ghost-account' | 'reset-password';

export type TokenCheck = { valid: boolean; reason?: string };

const USERS = '/api/app/users';

const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;

/** The identity calls of the requirements, through the dataProvider so they share its error shape and positions. */
export function createIdentityApi(provider: Pick<DealbookDataProvider, 'command'> = defaultDataProvider) {
  const { command } = provider;
  const token = (value: string) => encodeURIComponent(value);
  return {
    register: (account: NewAccount) => command(`${USERS}/create`, account),
    forgotPassword: (email: string) => command(`${USERS}/email/forgot`, { email }),
    resetPassword: (securityToken: string, password: string) => command(`${USERS}/reset/${token(securityToken)}`, { password }, 'PUT'),
    activateAccount: (securityToken: string, password: string) =>
      command(`${USERS}/activate/ghost/${token(securityToken)}`, { password }, 'PUT'),
    /**
     * Asks whether a link's token can still be used. A refusal (4xx but 429) means it cannot; any other failure
     * answers `null` (unknown), and the screen lets the user try: the final call checks the token again.
     */
    checkToken: async (type: TokenType, securityToken: string): Promise<TokenCheck | null> => {
      const query = new URLSearchParams({ token_type: type, token: securityToken });
      try {
        const { data } = await command<TokenCheck>(`/api/token/check?${query.toString()}`, undefined, 'GET');
        return { valid: data?.valid === true, ...(data?.reason ? { reason: data.reason } : {}) };
      } catch (error) {
        const status = statusOf(error);
        if (typeof status === 'number' && status >= 400 && status < 500 && status !== 429) return { valid: false };
        return null;
      }
    },
  };
}

export type IdentityApi = ReturnType<typeof createIdentityApi>;

export const identityApi = createIdentityApi();
