import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Every src/web/locales/<lang>/<namespace>.json is a namespace; features add their own file
 * (e.g. calculator.json, used as useTranslation('calculator')). 'common' is the default.
 *
 * Only the landing page's Finnish texts are in the first download (the bundle budget,
 * bench/README.md). Every other file loads when first needed: a page's namespace when the
 * page asks for it (useTranslation suspends meanwhile; the routes have Suspense
 * boundaries), English when chosen. The validation messages of src/contracts are added to
 * 'common' as soon as they have loaded, right after start.
 */
const landingFiles = import.meta.glob<Record<string, unknown>>(
  '../locales/fi/{common,calculator,terms}.json',
  { eager: true, import: 'default' },
);
const lazyFiles = import.meta.glob<Record<string, unknown>>(
  ['../locales/*/*.json', '!../locales/fi/{common,calculator,terms}.json'],
  { import: 'default' },
);

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
function nest(messages: Record<string, string>): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [key, text] of Object.entries(messages)) {
    const [group, name] = key.split('.', 2) as [string, string];
    (out[group] ??= {})[name] = text;
  }
  return out;
}

const validationMessages = () => import('#contracts/messages.ts').then((m) => m.validationMessages);

/** Loads one namespace file; 'common' comes with the validation messages of its language. */
async function loadNamespace(language: string, namespace: string) {
  const load = lazyFiles[`../locales/${language}/${namespace}.json`];
  const data = load ? await load() : {};
  if (namespace !== 'common' || (language !== 'fi' && language !== 'en')) return data;
  return { ...data, ...nest((await validationMessages())[language]) };
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

function landingResources() {
  const fi: Record<string, Record<string, unknown>> = {};
  for (const [file, content] of Object.entries(landingFiles)) {
    const namespace = /locales\/fi\/([\w-]+)\.json$/.exec(file)?.[1];
    if (namespace) fi[namespace] = content;
  }
  return { fi };
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
    resources: landingResources(),
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });

// The bundled Finnish 'common' gets its validation messages once they have loaded.
void validationMessages().then((messages) =>
  i18n.addResourceBundle('fi', 'common', nest(messages.fi), true, false),
);

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
