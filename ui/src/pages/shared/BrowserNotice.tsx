import { useState } from 'react';
import { Alert } from '@mui/material';

/** Spec §9: only Chrome and Blink-based browsers count as supported; mobile is told by the user agent. */
export function browserSupport(userAgent: string): { supported: boolean; mobile: boolean } {
  const blink = /Chrome\/|Chromium\/|CriOS\//.test(userAgent) && !/Firefox\/|FxiOS\//.test(userAgent);
  return { supported: blink, mobile: /Mobi|Android|iPhone|iPad/i.test(userAgent) };
}

export function BrowserNotice() {
  const [closed, setClosed] = useState(false);
  const { supported, mobile } = browserSupport(typeof navigator === 'undefined' ? '' : navigator.userAgent);
  if (closed || (supported && !mobile)) return null;
  return (
    <Alert severity="info" onClose={() => setClosed(true)} sx={{ mb: 3 }} role="status">
      {supported
        ? 'You are on a phone: the public pages work here, but deal entry is designed for a larger screen.'
        : 'Dealbook is built and tested for Chrome and other Chromium-based browsers (Edge, Brave, Opera). Some screens may not work in this browser.'}
    </Alert>
  );
}
