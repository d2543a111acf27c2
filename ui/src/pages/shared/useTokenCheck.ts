import { useEffect, useState } from 'react';
import { identityApi, type TokenType } from '../../identity/api';

export type TokenState = 'checking' | 'valid' | 'invalid';

/** Checks a link's token before showing its form, so nobody chooses a password for a dead link. */
export function useTokenCheck(type: TokenType, token: string): TokenState {
  const [state, setState] = useState<TokenState>('checking');
  useEffect(() => {
    let live = true;
    setState('checking');
    identityApi.checkToken(type, token).then((check) => {
      // Unknown (server unreachable): let the user try; the final call checks the token again.
      if (live) setState(check === null || check.valid ? 'valid' : 'invalid');
    });
    return () => {
      live = false;
    };
  }, [type, token]);
  return state;
}
