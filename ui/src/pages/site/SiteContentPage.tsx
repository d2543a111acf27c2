import { matchPath, useLocation } from 'react-router';
import { productPages, meetingPages, type SiteContent } from './content';
import { legalPages } from './faq-legal';
import { SitePage } from './SitePage';

/** Every page of the site's copy, in the groups the routes were built from (a group is `SitePage`'s list). */
export const siteGroups: SiteContent[][] = [productPages, meetingPages, legalPages];

/**
 * The product, meeting and legal pages behind one lazily loaded route component, so their copy is not part
 * of the home page's download; the group is the one that holds the URL, as each route once named it.
 */
export function SiteContentPage() {
  const { pathname } = useLocation();
  const group = siteGroups.find((pages) => pages.some((page) => matchPath(page.path, pathname))) ?? productPages;
  return <SitePage pages={group} />;
}
