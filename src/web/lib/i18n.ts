import i18n, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { siteLanguageOf, type SiteLanguage } from '#contracts/site-pages.ts';
import { i18nOptions, languageCookie, nest } from './i18n-options';
import { pageState } from './ssr/page-state';

/**
 * The browser's i18next. Features add their own namespace file (e.g. calculator.json, used
 * as useTranslation('calculator')).
 *
 * No text is in the first download (the bundle budget, bench/README.md): a page the server
 * rendered brings the namespaces it used in its state (decision 044), so hydration needs
 * no request, and every file loads when first needed: a page's namespace when the page
 * asks for it (useTranslation suspends meanwhile; the routes have Suspense boundaries),
 * English when chosen, 'common' before the back office renders (main.tsx). The landing
 * page's Finnish files were bundled until decision 057 (5 kB gzipped the page already had
 * in its state). 'common' comes with the validation messages of src/contracts (the
 * server's state has them in it already).
 */
const lazyFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  import: 'default',
});

export type Language = SiteLanguage;

/**
 * The back office speaks Finnish and English (issue 26): it reads a visitor's Swedish as
 * Finnish for itself, and leaves their cookie saying Swedish for the site.
 */
const isBackOffice = window.location.pathname.split('/')[1] === 'admin';

/** The language the server rendered in, else the visitor's cookie, else Finnish. */
function startLanguage(): Language {
  const rendered = pageState()?.language;
  if (rendered) return rendered;
  const cookie = document.cookie.split('; ').find((c) => c.startsWith(`${languageCookie}=`));
  const saved = siteLanguageOf(cookie?.slice(languageCookie.length + 1));
  return isBackOffice && saved === 'sv' ? 'fi' : saved;
}

const validationMessages = () => import('#contracts/messages.ts').then((m) => m.validationMessages);

/** Loads one namespace file; 'common' comes with the validation messages of its language. */
async function loadNamespace(language: string, namespace: string) {
  const load = lazyFiles[`../locales/${language}/${namespace}.json`];
  const data = load ? await load() : {};
  if (namespace !== 'common') return data;
  return { ...data, ...nest((await validationMessages())[siteLanguageOf(language)]) };
}

const lazyNamespaces: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadNamespace(language, namespace).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), null),
    );
  },
};

/** What the server's page brought (nothing on a page the browser renders alone). */
function startResources(language: Language): Resource {
  const rendered = pageState()?.translations;
  return rendered ? { [language]: rendered } : {};
}

const language = startLanguage();
const resources = startResources(language);
void i18n
  .use(lazyNamespaces)
  .use(initReactI18next)
  .init({
    ...i18nOptions,
    lng: language,
    ns: Object.keys(resources[language] ?? {}),
    resources,
    // Synchronous with the resources above, so a rendered page hydrates at once.
    initAsync: false,
  });

function applyLanguage(lng: string, { save }: { save: boolean }) {
  // Written only when it changes: writing even the same language makes the browser
  // recompute the style of every element (`:lang()`), in the page's start (decision 095).
  if (document.documentElement.lang !== lng) document.documentElement.lang = lng;
  // A year, for every page: the server renders the next page in this language.
  if (save) document.cookie = `${languageCookie}=${lng}; path=/; max-age=31536000; samesite=lax`;
}
// A page of the site remembers its language (the address's); the back office, only a choice.
applyLanguage(i18n.language, { save: !isBackOffice });
i18n.on('languageChanged', (lng) => applyLanguage(lng, { save: true }));

export { i18n };
