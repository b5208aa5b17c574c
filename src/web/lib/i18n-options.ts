import type { InitOptions } from 'i18next';
import { defaultLanguage, siteLanguages } from '#contracts/site-pages.ts';

/**
 * What the browser's and the server's i18next instances share (lib/i18n.ts, entry-server).
 * Every src/web/locales/<lang>/<namespace>.json is a namespace; 'common' is the default and
 * carries the validation messages of src/contracts as its `validation` group.
 */
export const i18nOptions: InitOptions = {
  fallbackLng: defaultLanguage,
  supportedLngs: [...siteLanguages],
  defaultNS: 'common',
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
};

/** The cookie that keeps the visitor's language, read by the server to render in it. */
export const languageCookie = 'language';

/** Validation keys look like 'validation.name_too_short': split them into nested resources. */
export function nest(messages: Record<string, string>): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [key, text] of Object.entries(messages)) {
    const [group, name] = key.split('.', 2) as [string, string];
    (out[group] ??= {})[name] = text;
  }
  return out;
}

/** The namespace's name from a locale file's path (`../locales/fi/calendar.json`). */
export function namespaceOf(file: string): { language: string; namespace: string } | undefined {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
  return match ? { language: match[1]!, namespace: match[2]! } : undefined;
}
