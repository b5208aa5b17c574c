import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eInvoiceContact } from './contact-form.fixture';
import {
  issuesToFields,
  languages,
  messageKeys,
  translateMessage,
  validationMessages,
} from './messages';
import { createOrderInputSchema } from './order';

const windows = [{ windowId: 1, amount: 2 }];
const day = { shippingDay: '2025-05-06', cleanerId: 3 };

describe('validation messages', () => {
  it('has every key written in the contracts in every catalog, and no empty text', () => {
    const sources = readdirSync(import.meta.dirname).filter((f) => /(?<!\.test)\.ts$/.test(f));
    const used = new Set(
      sources.flatMap(
        (f) =>
          readFileSync(`${import.meta.dirname}/${f}`, 'utf8').match(/'validation\.[a-z_]+'/g) ?? [],
      ),
    );
    expect(used.size).toBeGreaterThan(30);
    for (const quoted of used) expect(messageKeys).toContain(quoted.slice(1, -1));
    for (const lang of languages) {
      expect(Object.keys(validationMessages[lang]).sort()).toEqual([...messageKeys].sort());
      for (const text of Object.values(validationMessages[lang])) expect(text.trim()).not.toBe('');
    }
  });

  it('translates keys, and unknown text falls back to "enter a valid value"', () => {
    expect(translateMessage('validation.passwords_must_match', 'fi')).toBe(
      'Salasanojen täytyy täsmätä',
    );
    expect(translateMessage('validation.must_be_positive_euros', 'fi')).toBe(
      'Oltava enemmän kuin 0e',
    );
    expect(translateMessage('validation.code_too_long', 'fi')).toBe(
      'Koodi saa sisältää enintään 12 merkkiä',
    );
    expect(translateMessage('validation.name_first_and_last', 'en')).toBe(
      'Enter your first and last name',
    );
    expect(translateMessage('Invalid input', 'en')).toBe('Enter a valid value');
  });

  it('builds the fields of an error answer: first issue per path, translated', () => {
    const result = createOrderInputSchema.safeParse({
      windows,
      ...day,
      address: { ...eInvoiceContact, companyVat: '1', name: 'X' },
    });
    expect(issuesToFields(result.error?.issues ?? [], 'fi')).toEqual({
      'address.name': 'Nimi on liian lyhyt',
      'address.companyVat': 'Anna kelvollinen Y-tunnus (muotoa 1234567-8)',
    });
  });
});
