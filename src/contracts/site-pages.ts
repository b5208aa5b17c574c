/**
 * The customer pages' addresses, one table of pages × languages (issue 28 point 6, decision
 * 071): every page has an address in every language, Finnish at the root and the others
 * under their language's prefix (`/en/...`). The web app's routes and page heads
 * (src/web/app/router.tsx, page-meta.ts), the server's redirects, robots.txt and
 * sitemap.xml (src/server/plugins) and the mails' links all read it, so a language is one
 * more column here (and its texts), not another rewrite.
 */
// A type only: the landing page's bundle must not carry the message catalogues.
import type { Language } from './messages';

export type SiteLanguage = Language;
/** Every language, as a record so that a language added to messages.ts must be added here. */
const languageRecord: Record<SiteLanguage, true> = { fi: true, en: true, sv: true };
export const siteLanguages = Object.keys(languageRecord) as readonly SiteLanguage[];
/** The language of the addresses without a prefix, and of x-default. */
export const defaultLanguage: SiteLanguage = 'fi';

interface SitePage {
  /** The address pattern per language: `:name` a segment, `:name?` an optional last one. */
  paths: Record<SiteLanguage, `/${string}`>;
  /**
   * A step of an order or its answer (decision 065): no search engine indexes it (robots
   * noindex, disallowed in robots.txt, not in the sitemap).
   */
  isPrivate?: true;
}

export const sitePages = {
  home: { paths: { fi: '/', en: '/en', sv: '/sv' } },
  mall: { paths: { fi: '/ostari', en: '/en/mall', sv: '/sv/kopcentrum' } },
  mall_contact: {
    paths: { fi: '/ostari/yhteystiedot', en: '/en/mall/contact', sv: '/sv/kopcentrum/kontakt' },
    isPrivate: true,
  },
  calendar: { paths: { fi: '/tilauskalenteri', en: '/en/calendar', sv: '/sv/kalender' } },
  free_times: {
    paths: { fi: '/vapaat-pesuajat', en: '/en/free-times', sv: '/sv/lediga-tider' },
    isPrivate: true,
  },
  contact: {
    paths: { fi: '/yhteystiedot', en: '/en/contact', sv: '/sv/kontakt' },
    isPrivate: true,
  },
  payment: {
    paths: { fi: '/payment/:step', en: '/en/payment/:step', sv: '/sv/betalning/:step' },
    isPrivate: true,
  },
  thank_you: {
    paths: {
      fi: '/kiitos-tilauksesta/:reference?',
      en: '/en/thank-you/:reference?',
      sv: '/sv/tack/:reference?',
    },
    isPrivate: true,
  },
  privacy: { paths: { fi: '/tietosuoja', en: '/en/privacy', sv: '/sv/dataskydd' } },
  terms: { paths: { fi: '/ehdot', en: '/en/terms', sv: '/sv/villkor' } },
  // The customer's own order page, from the mails (decision 049).
  manage: {
    paths: { fi: '/tilaus/:token', en: '/en/order/:token', sv: '/sv/bestallning/:token' },
    isPrivate: true,
  },
} as const satisfies Record<string, SitePage>;

export type SitePageName = keyof typeof sitePages;
const pageNames = Object.keys(sitePages) as SitePageName[];

export type PageParams = Record<string, string>;

/**
 * A page's address in a language, its parameters filled in (encoded); a missing optional
 * one is left out: `pagePath('manage', 'en', { token })` is `/en/order/<token>`.
 */
export function pagePath(page: SitePageName, language: SiteLanguage, params: PageParams = {}) {
  const pattern: string = sitePages[page].paths[language];
  const path = pattern
    .split('/')
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const name = segment.replace(/^:|\?$/g, '');
      const value = params[name];
      if (value !== undefined) return [encodeURIComponent(value)];
      if (segment.endsWith('?')) return [];
      throw new Error(`pagePath(${page}): no ${name}`);
    })
    .join('/');
  return path === '' ? '/' : path;
}

export interface PageAddress {
  page: SitePageName;
  language: SiteLanguage;
  params: PageParams;
}

/** A segment decoded; a malformed one as it is (no order has it: the page is a 404). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The pattern's parameters if the path matches it (a trailing slash allowed), else null. */
function matchPattern(pattern: string, pathname: string): PageParams | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const optional = want.at(-1)?.endsWith('?') ? 1 : 0;
  if (have.length > want.length || have.length < want.length - optional) return null;
  const params: PageParams = {};
  for (const [i, segment] of want.entries()) {
    const value = have[i];
    if (!segment.startsWith(':')) {
      if (value !== segment) return null;
    } else if (value !== undefined) {
      params[segment.replace(/^:|\?$/g, '')] = decoded(value);
    }
  }
  return params;
}

/** Which page, in which language, an address is (path only, no query); null for none. */
export function pageAtPath(pathname: string): PageAddress | null {
  for (const page of pageNames) {
    for (const language of siteLanguages) {
      const params = matchPattern(sitePages[page].paths[language], pathname);
      if (params) return { page, language, params };
    }
  }
  return null;
}

/**
 * The language an address is in: its page's, else its prefix's (`/en/no-such-page` is an
 * English not-found page); null for an unknown address without a prefix.
 */
export function languageOfPath(pathname: string): SiteLanguage | null {
  const page = pageAtPath(pathname);
  if (page) return page.language;
  const prefix = pathname.split('/')[1];
  return siteLanguages.find((l) => l !== defaultLanguage && l === prefix) ?? null;
}

/** The same page's address in another language (path only); null for no page. */
export function samePageIn(pathname: string, language: SiteLanguage): string | null {
  const address = pageAtPath(pathname);
  return address ? pagePath(address.page, language, address.params) : null;
}

/**
 * Where the language switch leads: the same page's address in that language, or for an
 * unknown address the same path under that language's prefix (a not-found page in it).
 */
export function addressIn(pathname: string, language: SiteLanguage): string {
  const same = samePageIn(pathname, language);
  if (same) return same;
  const current = languageOfPath(pathname);
  const bare = current ? pathname.slice(current.length + 1) || '/' : pathname;
  return language === defaultLanguage ? bare : `/${language}${bare === '/' ? '' : bare}`;
}

/** The public pages, each with its address in every language (as its hreflang links say). */
export const publicPages: readonly Record<SiteLanguage, string>[] = pageNames
  .filter((page) => !('isPrivate' in sitePages[page]))
  .map((page) => sitePages[page].paths);

/** The fixed start of a pattern: up to its first parameter (an optional one with its slash). */
const prefixOf = (pattern: string) => pattern.replace(/\/:[^/]+\?$/, '').replace(/:.*$/, '');

/**
 * The address prefixes no search engine should crawl: the back office, the API, and in
 * every language the checkout steps, payment, the thank-you pages and the order pages.
 */
export const privatePathPrefixes: readonly string[] = [
  '/admin',
  '/api',
  ...pageNames
    .filter((page) => 'isPrivate' in sitePages[page])
    .flatMap((page) => siteLanguages.map((l) => prefixOf(sitePages[page].paths[l]))),
];

/** A language code as one of the site's (the default for anything else). */
export const siteLanguageOf = (value: string | null | undefined): SiteLanguage =>
  siteLanguages.find((l) => l === value) ?? defaultLanguage;
