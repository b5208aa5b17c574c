/**
 * The back office's index.html (issue 23, decision 059): the web app manifest, the theme
 * colour and the home-screen icon are linked only from /admin's pages, so that the washer's
 * day can be installed, while the customer pages (and the landing page's bytes) stay as
 * they were. Its title is the back office's, in the visitor's language, it is `noindex`,
 * and its root holds the title as an unseen `<h1>` until the app replaces it (issue 25,
 * decision 065).
 */
import { escapeHtml } from '#server/lib/escape-html.ts';
export const backOfficeHeadTags = [
  '<link rel="manifest" href="/manifest.webmanifest" />',
  '<meta name="theme-color" content="#1c7ed6" />',
  '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />',
  '<meta name="robots" content="noindex" />',
].join('\n    ');

/** The same words as `brand` in src/web/locales/<language>/admin.json (the app's title). */
export const backOfficeTitles = {
  fi: 'Ikkunanpesu · Hallinta',
  en: 'Window cleaning · Back office',
} as const;

export type BackOfficeLanguage = keyof typeof backOfficeTitles;

/** The title in the company's name (decision 077), as `brand_title` in admin.json says it. */
const brandTitles = {
  fi: (brand: string) => `${brand} · Hallinta`,
  en: (brand: string) => `${brand} · Back office`,
} as const;

/** The back office's title: the brand's, or the product's while the details are unread. */
export const backOfficeTitle = (language: BackOfficeLanguage, brandName?: string): string =>
  brandName ? escapeHtml(brandTitles[language](brandName)) : backOfficeTitles[language];

/** Read by screen readers and search engines only; React replaces the root's content. */
const unseen =
  'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap';

/** index.html with the tags at the end of its head (a page without a head: unchanged). */
export const backOfficeHtml = (
  indexHtml: string,
  language: BackOfficeLanguage,
  brandName?: string,
): string => {
  const title = backOfficeTitle(language, brandName);
  return indexHtml
    .replace(/<html lang="\w+">/, `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace('</head>', `  ${backOfficeHeadTags}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root"><h1 style="${unseen}">${title}</h1></div>`,
    );
};
