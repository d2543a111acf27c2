import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Each screen starts at the top after a route change (spec §2); a link to `/#section` lands on that section. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ block: 'start' });
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
