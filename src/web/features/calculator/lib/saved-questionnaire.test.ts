import { describe, expect, it } from 'vitest';
import { emptyQuantities } from '#domain/order/order-quantities.ts';
import {
  applySavedQuestionnaire,
  parseSavedQuestionnaire,
  savedQuestionnaireKey,
  takeSavedQuestionnaire,
} from './saved-questionnaire';
import { MemoryStorage } from '#web/test-support/memory-storage.ts';

describe('saved questionnaire', () => {
  it('keeps valid fields and drops malformed ones', () => {
    const saved = parseSavedQuestionnaire(
      JSON.stringify({
        windows: [
          { windowId: 1, amount: 3 },
          { windowId: 'x', amount: 1 },
          { windowId: 2, amount: -1 },
        ],
        balconyGlassAmount: 4,
        terraceGlassAmount: 'many',
        highOpeningAmount: 1.5,
        balconyGlassCurtain: true,
        terraceRoof: 'yes',
        additionalInfo: 'Koira pihalla',
        extra: 1,
      }),
    );
    expect(saved).toEqual({
      quantities: {
        windows: [{ windowId: 1, amount: 3 }],
        balconyGlassAmount: 4,
        balconyGlassCurtain: true,
      },
      additionalInfo: 'Koira pihalla',
    });
  });

  it.each([null, '', 'not json', '[1,2]', '42'])('reads %j as nothing', (text) => {
    expect(parseSavedQuestionnaire(text)).toBeNull();
  });

  it('lays the saved answers over the order', () => {
    const q = applySavedQuestionnaire(
      { ...emptyQuantities, windows: [{ windowId: 9, amount: 1 }], miscSealAmount: 2 },
      { quantities: { windows: [{ windowId: 1, amount: 3 }] } },
    );
    expect(q.windows).toEqual([{ windowId: 1, amount: 3 }]);
    expect(q.miscSealAmount).toBe(2);
  });

  it('is taken from storage once and removed', () => {
    const storage = new MemoryStorage();
    storage.setItem(savedQuestionnaireKey, JSON.stringify({ miscFastenerAmount: 2 }));
    expect(takeSavedQuestionnaire(storage)?.quantities).toEqual({ miscFastenerAmount: 2 });
    expect(storage.getItem(savedQuestionnaireKey)).toBeNull();
    expect(takeSavedQuestionnaire(storage)).toBeNull();
  });
});
