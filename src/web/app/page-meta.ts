import {
  languageOfPath,
  pageAtPath,
  pagePath,
  sitePages,
  siteLanguages,
  type SiteLanguage,
  type SitePageName,
} from '#contracts/site-pages.ts';

/**
 * Each customer page's name for its <title> and description (common.json `meta.<name>`),
 * its HTTP status, its language and its address in every language for the canonical and
 * hreflang links (decisions 044, 071): the table of src/contracts/site-pages.ts.
 */
export type PageName = SitePageName | 'not_found';

export interface PageMeta {
  name: PageName;
  status: 200 | 404;
  /** The language the address is in; null for an unknown address without a prefix. */
  language: SiteLanguage | null;
  /** The page's address in each language; null for the not-found page. */
  alternates: Record<SiteLanguage, string> | null;
  /**
   * A private page (the customer's order, decision 049; the checkout steps, payment and
   * thank-you pages, decision 065): robots noindex, no canonical or alternates.
   */
  isPrivate?: boolean;
}

/** The not-found page at an address: HTTP 404, noindex, in the address's language if any. */
export const notFoundMeta = (language: SiteLanguage | null): PageMeta => ({
  name: 'not_found',
  status: 404,
  language,
  alternates: null,
});

export function pageMetaOf(pathname: string): PageMeta {
  const address = pageAtPath(pathname);
  if (!address) return notFoundMeta(languageOfPath(pathname));
  const { page, params } = address;
  const alternates = Object.fromEntries(
    siteLanguages.map((l) => [l, pagePath(page, l, params)]),
  ) as Record<SiteLanguage, string>;
  const meta: PageMeta = { name: page, status: 200, language: address.language, alternates };
  return 'isPrivate' in sitePages[page] ? { ...meta, isPrivate: true } : meta;
}

/** The document title of a page: the page's own name, then the shop's (decision 076). */
export function pageTitle(
  t: (key: string) => string,
  name: PageName,
  brandName: string | undefined,
): string {
  if (name === 'home') return t('meta.home.title');
  return `${t(`meta.${name}.title`)} | ${brandName ?? t('app.name')}`;
}
