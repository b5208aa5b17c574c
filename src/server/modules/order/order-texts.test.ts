import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lineNames, orderTerms } from './order-texts';

// The server writes order lines and mails in the order's language with the same texts as
// the web app; this keeps the two copies equal.
const webLocale = (lang: string, namespace: string) =>
  JSON.parse(readFileSync(`src/web/locales/${lang}/${namespace}.json`, 'utf8'));

describe('server texts', () => {
  for (const lang of ['fi', 'en'] as const) {
    it(`name order lines as the web app does (${lang})`, () => {
      expect(lineNames[lang]).toEqual(webLocale(lang, 'common').pricing.line);
    });

    it(`state the terms of order as the web app does (${lang})`, () => {
      const terms = webLocale(lang, 'terms');
      expect(orderTerms[lang].title).toBe(terms.title);
      expect(orderTerms[lang].items).toEqual(terms.items);
    });
  }
});
