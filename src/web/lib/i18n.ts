import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { validationMessages } from '../../contracts/messages';

/**
 * Every src/web/locales/<lang>/<namespace>.json is a namespace; features add their own file
 * (e.g. calculator.json, used as useTranslation('calculator')). 'common' is the default.
 */
const localeFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

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

void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: 'fi',
  supportedLngs: ['fi', 'en'],
  defaultNS: 'common',
  resources: resources(),
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
