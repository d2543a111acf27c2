import { vi } from 'vitest';
import { authProvider, type User } from '../providers/authProvider';

export const me: User = { id: 'me', email: 'me@example.com', first_name: 'Mia', last_name: 'Me', type: 'D', admin: false, auditor: false };

/** The app screens' session check answers `user` (restore with `vi.restoreAllMocks`). */
export const signedIn = (user: User = me) => vi.spyOn(authProvider, 'currentUser').mockResolvedValue(user);
