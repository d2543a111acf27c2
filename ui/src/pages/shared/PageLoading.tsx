import { CircularProgress } from '@mui/material';
import { PublicLayout } from './PublicLayout';

/**
 * A page whose code is still on its way (App.tsx's Suspense fallback): the site's bar, main area and footer where
 * the page will put them, so nothing jumps when it arrives, and the spinner where the app's screens show theirs.
 * No "Sign in" and no menu yet: the page decides those. Seldom seen: a first visit waits for its page with
 * index.html's bar showing (main.tsx), and a navigation keeps the previous page until the next one is here.
 */
export function PageLoading() {
  return (
    <PublicLayout actions={<></>} menu={null}>
      <CircularProgress aria-label="Loading" />
    </PublicLayout>
  );
}
