import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { validationMessages } from '../../contracts/messages';

/**
 * Every src/web/locales/<lang>/<namespace>.json is a namespace; features add their own file
 * (e.g. calculator.json, used as useTranslation('calculator')). 'common' is the default.
 */
const localeFiles = import.meta.glob<Record<string, unknown>>(
  '../locales/*/{common,calculator,terms}.json',
  { eager: true, import: 'default' },
);
/**
 * The landing page's namespaces (above) are in the first download; every other namespace
 * loads when a page first asks for it (useTranslation suspends meanwhile; the routes have
 * Suspense boundaries), so back-office texts never weigh on the landing page.
 */
const lazyLocaleFiles = import.meta.glob<Record<string, unknown>>(
  ['../locales/*/*.json', '!../locales/*/{common,calculator,terms}.json'],
  { import: 'default' },
);

const lazyNamespaces: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = lazyLocaleFiles[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), null),
    );
  },
};

export type Language = 'fi' | 'en';
const storageKey = 'language';

function storedLanguage(): Language {
  try {
    return localStorage.getItem(storageKey) === 'en' ? 'en' : 'fi';
  } catch {
    return 'fi';
  }
}

/** Validation keys look like 'validation.name_too_short': split them into nested resources. */
function nest(messages: Record<string, string>): Record<string, unknown> {
  const out: Record<string, Record<string, string>> = {};
  for (const [key, text] of Object.entries(messages)) {
    const [group, name] = key.split('.', 2) as [string, string];
    (out[group] ??= {})[name] = text;
  }
  return out;
}

function resources() {
  const byLanguage: Record<Language, Record<string, Record<string, unknown>>> = { fi: {}, en: {} };
  for (const [file, content] of Object.entries(localeFiles)) {
    const [, lang, namespace] = /locales\/(fi|en)\/([\w-]+)\.json$/.exec(file) ?? [];
    if (lang && namespace) byLanguage[lang as Language][namespace] = content;
  }
  for (const lang of ['fi', 'en'] as const) {
    byLanguage[lang].common = { ...byLanguage[lang].common, ...nest(validationMessages[lang]) };
  }
  return byLanguage;
}

void i18n
  .use(lazyNamespaces)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    fallbackLng: 'fi',
    supportedLngs: ['fi', 'en'],
    defaultNS: 'common',
    ns: ['common', 'calculator', 'terms'],
    resources: resources(),
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

function applyLanguage(lng: string) {
  document.documentElement.lang = lng;
  try {
    localStorage.setItem(storageKey, lng);
  } catch {
    // storage may be unavailable (private mode); the choice then lasts for this page only
  }
}
applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

export { i18n };
