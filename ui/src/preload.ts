import { preloadPage } from './routes';

/**
 * The page the visitor arrived on, loading. main.tsx imports this first, so the download starts before the
 * rest of the app's code (MUI, the theme, the home page) has run, and renders once it is here: a loading
 * fallback shown first would hold the page back, as React reveals what replaces a fallback no sooner than
 * 300 ms after showing it.
 */
export const arrivalPage = preloadPage(window.location.pathname);
