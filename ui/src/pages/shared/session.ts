import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { authProvider, loginUrl, type User } from '../../providers/authProvider';
import { useToast } from './toast';

const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;

/** Sends a visitor who is already signed in on to `target` (spec §2: the console home). */
export function useRedirectWhenSignedIn(target: string) {
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    authProvider.currentUser().then(
      () => live && navigate(target, { replace: true }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [navigate, target]);
}

export type Session = { state: 'loading' } | { state: 'signed-in'; user: User } | { state: 'failed'; message: string };

/**
 * The signed-in user of an app screen. A 401, on arrival or when the user comes back to the tab after
 * the session ended, logs them out to the login page (spec §2) with a redirect back to `here`.
 */
export function useSignedInUser(here: string): Session {
  const navigate = useNavigate();
  const notify = useToast();
  const [session, setSession] = useState<Session>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    let signedIn = false;
    const load = (fresh: boolean) =>
      authProvider.currentUser({ fresh }).then(
        (user) => {
          if (!live) return;
          signedIn = true;
          setSession({ state: 'signed-in', user });
        },
        (error: unknown) => {
          if (!live) return;
          if (statusOf(error) === 401) {
            if (signedIn) notify('Your session has ended. Please sign in again.', 'info');
            navigate(loginUrl(here), { replace: true });
          } else if (!signedIn) {
            setSession({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
          }
        },
      );
    const onVisible = () => {
      if (document.visibilityState === 'visible') void load(true);
    };
    void load(false);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [here, navigate, notify]);

  return session;
}
