import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * Asks before leaving with unsaved changes. The app uses a plain BrowserRouter, where
 * react-router's blocker is unavailable, so in-app links are caught as they are clicked; closing or
 * reloading the tab gets the browser's own prompt.
 */
export function useLeavePrompt(active: boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  const activeRef = useRef(active);
  activeRef.current = active;

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!activeRef.current || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(url.pathname + url.search + url.hash);
    };
    const onUnload = (event: BeforeUnloadEvent) => {
      if (activeRef.current) event.preventDefault();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, []);

  return {
    pending,
    /** Asks before going to `to` from the screen's own buttons. */
    request: (to: string) => (activeRef.current ? setPending(to) : navigate(to)),
    leave: () => {
      const to = pending;
      setPending(null);
      activeRef.current = false;
      if (to) navigate(to);
    },
    stay: () => setPending(null),
  };
}
