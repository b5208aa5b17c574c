import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages } from '#contracts/messages.ts';
import { deductionTexts, lineNames, orderTerms } from './order-texts';

// The server writes order lines and mails in the order's language with the same texts as
// the web app; this keeps the two copies equal.
const webLocale = (lang: string, namespace: string) =>
  JSON.parse(readFileSync(`src/web/locales/${lang}/${namespace}.json`, 'utf8'));

describe('server texts', () => {
  for (const lang of languages) {
    it(`name order lines as the web app does (${lang})`, () => {
      expect(lineNames[lang]).toEqual(webLocale(lang, 'common').pricing.line);
    });

    it(`state the terms of order as the web app does (${lang})`, () => {
      const terms = webLocale(lang, 'terms');
      expect(orderTerms[lang].title).toBe(terms.title);
      expect(orderTerms[lang].items).toEqual(terms.items);
    });

    it(`word the household deduction as the web app does (${lang}, issue 28)`, () => {
      const web = webLocale(lang, 'common').deduction as Record<string, string>;
      const serverStyle = (text: string) => text.replace(/\{\{(\w+)\}\}/g, '{$1}');
      expect(deductionTexts[lang]).toEqual({
        headline: serverStyle(web.headline!),
        afterExcess: serverStyle(web.after_excess!),
        afterExcessNone: serverStyle(web.after_excess_none!),
      });
    });
  }
});
