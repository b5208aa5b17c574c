import { describe, expect, it } from 'vitest';
import {
  availableDaysParamsSchema,
  disabledDateSchema,
  isNewDisabledDateId,
  saveDisabledDatesInputSchema,
} from './calendar';
import { firstIssueByPath } from './messages';

const block = {
  id: 12,
  start_datetime: '2025-05-06T08:00:00+03:00',
  end_datetime: '2025-05-06T15:59:00+03:00',
  modifier: null,
  maintaining_group_id: 3,
};
const errorsOf = (input: unknown) =>
  firstIssueByPath(disabledDateSchema.safeParse(input).error?.issues ?? []);

describe('disabled dates', () => {
  it.each<[string, Record<string, unknown>, string, string | undefined]>([
    ['saved block', {}, 'id', undefined],
    ['new block', { id: 'new-1715000000000' }, 'id', undefined],
    ['other string id', { id: 'tmp-1' }, 'id', 'validation.invalid_value'],
    ['KBOT block', { modifier: 'KBOT' }, 'modifier', undefined],
    [
      'end without zone',
      { end_datetime: '2025-05-06T15:59:00' },
      'end_datetime',
      'validation.datetime_invalid',
    ],
    [
      'end equals start',
      { end_datetime: '2025-05-06T05:00:00Z' },
      'end_datetime',
      'validation.end_before_start',
    ],
    [
      'end before start',
      { end_datetime: '2025-05-06T07:59:00+03:00' },
      'end_datetime',
      'validation.end_before_start',
    ],
    [
      'no group (the server sets it)',
      { maintaining_group_id: undefined },
      'maintaining_group_id',
      undefined,
    ],
    [
      'longer than a year',
      { end_datetime: '2026-05-07T15:59:00+03:00' },
      'end_datetime',
      'validation.too_large',
    ],
  ])('%s', (_label, patch, field, expected) => {
    expect(errorsOf({ ...block, ...patch })[field]).toBe(expected);
  });

  it('saves a list and tells new ids apart', () => {
    expect(saveDisabledDatesInputSchema.safeParse([block, { ...block, id: 'new-a' }]).success).toBe(
      true,
    );
    expect(isNewDisabledDateId('new-a')).toBe(true);
    expect(isNewDisabledDateId(12)).toBe(false);
  });
});

describe('available days path', () => {
  it.each<[Record<string, string>, boolean]>([
    [{ postalCode: '00100', washingTime: '95' }, true],
    [{ postalCode: '00100', washingTime: '10000' }, true],
    [{ postalCode: '00100', washingTime: '10001' }, false],
    [{ postalCode: '00100', washingTime: '0' }, false],
    [{ postalCode: '00100', washingTime: '9.5' }, false],
    [{ postalCode: '0010', washingTime: '95' }, false],
  ])('%j valid: %s', (params, expected) => {
    expect(availableDaysParamsSchema.safeParse(params).success).toBe(expected);
  });

  it('gives numbers to the handler', () => {
    expect(availableDaysParamsSchema.parse({ postalCode: '00100', washingTime: '95' })).toEqual({
      postalCode: '00100',
      washingTime: 95,
    });
  });
});
