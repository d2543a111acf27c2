import type { AuthProvider } from 'react-admin';
import { httpClient as defaultHttpClient, type HttpClient } from './httpClient';

export type User = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  type: 'D' | 'PI';
  admin: boolean;
  /** Reads everything an admin reads and changes nothing; never also an admin. */
  auditor: boolean;
};

/** A platform role: admins run the platform, auditors review it, everyone else makes deals. */
export type Role = 'admin' | 'auditor' | 'dealmaker';

export const roleOf = (user: Pick<User, 'admin' | 'auditor'>): Role => {
  if (user.admin) return 'admin';
  return user.auditor ? 'auditor' : 'dealmaker';
};

/** Who may open the admin area: the people whose reads the server answers there. */
export const opensAdminArea = (user: Pick<User, 'admin' | 'auditor'>) => roleOf(user) !== 'dealmaker';

// react-admin's reading actions; every other action (create, edit, delete, confirm, …) is a write.
const readActions = new Set(['list', 'show', 'export']);

export type Credentials = { email: string; password: string };

export const AUTH_PATH = '/api/app/users/auth';
export const CURRENT_USER_PATH = '/api/app/users/secure/retrieve';

export function loginUrl(redirect = '/admin'): string {
  // '/' is legal in a query value; keeping it makes the URL readable (/login?redirect=/admin).
  return `/login?redirect=${encodeURIComponent(redirect).replace(/%2F/gi, '/')}`;
}

/** Returns a safe in-app path from a `redirect` query value, so a crafted link cannot send users off-site. */
export function safeRedirect(redirect: string | null, params: string | null, fallback = '/app/console'): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) {
    return fallback;
  }
  return params ? `${redirect}${redirect.includes('?') ? '&' : '?'}${params.replace(/^\?/, '')}` : redirect;
}

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : undefined;

export type DealbookAuthProvider = AuthProvider & {
  login: (credentials: Credentials) => Promise<User>;
  /** The signed-in user; `fresh` asks the server again instead of using the remembered answer. */
  currentUser: (options?: { fresh?: boolean }) => Promise<User>;
};

export function createAuthProvider(http: HttpClient = defaultHttpClient): DealbookAuthProvider {
  // One lookup serves checkAuth, getIdentity and getPermissions, which react-admin calls on every screen.
  // A stale answer is safe: any call the server refuses with 401 clears it through checkError.
  let current: Promise<User> | null = null;
  const forget = () => {
    current = null;
  };

  const currentUser = (options: { fresh?: boolean } = {}): Promise<User> => {
    if (options.fresh) forget();
    if (current) return current;
    const lookup = http(CURRENT_USER_PATH).then((response) => response.json as User);
    lookup.catch(() => {
      if (current === lookup) forget();
    });
    current = lookup;
    return lookup;
  };

  return {
    currentUser,
    login: async ({ email, password }: Credentials) => {
      forget();
      const response = await http(AUTH_PATH, { method: 'POST', body: JSON.stringify({ email, password }) });
      const user = response.json as User;
      // The sign-in answer does not name the auditor role (only retrieve does); without it, the next lookup asks.
      if ('auditor' in user) current = Promise.resolve(user);
      return user;
    },
    logout: async () => {
      forget();
      // Signing out of an already expired session answers 401; the user is signed out either way.
      await http(AUTH_PATH, { method: 'DELETE' }).catch(() => undefined);
      return loginUrl();
    },
    checkAuth: async () => {
      try {
        await currentUser();
      } catch {
        throw { redirectTo: loginUrl(), message: false };
      }
    },
    checkError: async (error: unknown) => {
      if (statusOf(error) === 401) {
        forget();
        throw { redirectTo: loginUrl(), message: false };
      }
    },
    getIdentity: async () => {
      const user = await currentUser();
      const fullName = `${user.first_name} ${user.last_name}`.trim();
      return { id: user.id, fullName: fullName || user.email, email: user.email };
    },
    getPermissions: async (): Promise<Role> => roleOf(await currentUser()),
    // Mirrors the server, which answers an auditor's every write 403: their screens offer none.
    canAccess: async ({ action }: { action: string }) => {
      const role = roleOf(await currentUser());
      return role === 'admin' || (role === 'auditor' && readActions.has(action));
    },
  };
}

export const authProvider = createAuthProvider();
