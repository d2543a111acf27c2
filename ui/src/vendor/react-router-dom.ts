/**
 * `react-router-dom` as react-admin sees it in the built app (ui/vite.config.ts points the import here).
 *
 * react-router ships as one module, and a bundler puts a module whole into one chunk: whatever any chunk
 * uses of it lands in the chunk every page loads. react-admin imports `createHashRouter` and `RouterProvider`
 * to make a router of its own when it is mounted outside one, and with them comes react-router's whole data
 * router (about 55 kB, 17 kB gzip) into the landing page's download (P10). The admin never needs
 * them: it is always mounted inside the app's `BrowserRouter` (App.tsx), where react-admin uses that router.
 * Should that change, these fail loudly instead of routing wrong. Unit tests import the real package.
 */
export * from 'react-router';

const notBundled = (name: string) => () => {
  throw new Error(`${name} is left out of the build: the admin runs inside the app's BrowserRouter (ui/src/vendor/react-router-dom.ts)`);
};

export const createHashRouter = notBundled('createHashRouter');
export const createMemoryRouter = notBundled('createMemoryRouter');
export const RouterProvider = notBundled('RouterProvider');
