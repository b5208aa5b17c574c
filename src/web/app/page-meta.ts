import { matchPath } from 'react-router';
import { privacyPaths } from '#web/lib/privacy-path.ts';
import { termsPaths } from '#web/lib/terms-path.ts';

/**
 * Each customer page's name for its <title> and description (common.json `meta.<name>`),
 * its HTTP status and its two language versions for hreflang links (decision 044). A page
 * in both languages at one address has its English version at `?lang=en`; the privacy
 * notice has an address per language.
 */
export type PageName =
  | 'home'
  | 'mall'
  | 'mall_contact'
  | 'calendar'
  | 'free_times'
  | 'contact'
  | 'payment'
  | 'thank_you'
  | 'privacy'
  | 'terms'
  | 'manage'
  | 'not_found';

const pages: { pattern: string; name: PageName }[] = [
  { pattern: '/', name: 'home' },
  { pattern: '/ostari', name: 'mall' },
  { pattern: '/ostari/yhteystiedot', name: 'mall_contact' },
  { pattern: '/tilauskalenteri', name: 'calendar' },
  { pattern: '/vapaat-pesuajat', name: 'free_times' },
  { pattern: '/yhteystiedot', name: 'contact' },
  { pattern: '/payment/:step', name: 'payment' },
  { pattern: '/kiitos-tilauksesta/:reference?', name: 'thank_you' },
  { pattern: privacyPaths.fi, name: 'privacy' },
  { pattern: privacyPaths.en, name: 'privacy' },
  { pattern: termsPaths.fi, name: 'terms' },
  { pattern: termsPaths.en, name: 'terms' },
  { pattern: '/tilaus/:token', name: 'manage' },
  { pattern: '/en/order/:token', name: 'manage' },
];

export interface PageMeta {
  name: PageName;
  status: 200 | 404;
  /** The page's address in each language (path and query). */
  alternates: { fi: string; en: string };
  /** A private page (the customer's order, decision 049): robots noindex, no alternates. */
  isPrivate?: boolean;
}

export function pageMetaOf(pathname: string): PageMeta {
  const page = pages.find((p) => matchPath(p.pattern, pathname));
  if (page?.name === 'privacy') {
    return { name: 'privacy', status: 200, alternates: privacyPaths };
  }
  if (page?.name === 'terms') return { name: 'terms', status: 200, alternates: termsPaths };
  if (page?.name === 'manage') {
    return {
      name: 'manage',
      status: 200,
      alternates: { fi: pathname, en: pathname },
      isPrivate: true,
    };
  }
  const alternates = { fi: pathname, en: `${pathname}?lang=en` };
  return page
    ? { name: page.name, status: 200, alternates }
    : { name: 'not_found', status: 404, alternates };
}

/** The document title of a page: the page's own name, then the site's. */
export function pageTitle(t: (key: string) => string, name: PageName): string {
  return name === 'home' ? t('meta.home.title') : `${t(`meta.${name}.title`)} | ${t('app.name')}`;
}
