import { describe, expect, it } from 'vitest';
import { firstIssueByPath } from './messages';
import { notificationFormSchema } from './notification';

const form = {
  type: 'URGENT',
  message: 'Palvelussa huoltokatko',
  extra_info: '<p>Lisätietoja</p>',
  start_showing: '2025-05-06T08:00:00+03:00',
  stop_showing: '2025-05-07T08:00:00+03:00',
};
const errorsOf = (input: unknown) =>
  firstIssueByPath(notificationFormSchema.safeParse(input).error?.issues ?? []);

describe('notificationFormSchema', () => {
  it.each<[string, Record<string, unknown>, string, string | undefined]>([
    ['valid', {}, 'stop_showing', undefined],
    ['no extra info', { extra_info: null }, 'extra_info', undefined],
    ['type WARNING', { type: 'WARNING' }, 'type', 'validation.invalid_value'],
    ['message empty', { message: '  ' }, 'message', 'validation.required'],
    ['message of 500', { message: 'x'.repeat(500) }, 'message', undefined],
    ['message of 501', { message: 'x'.repeat(501) }, 'message', 'validation.message_too_long'],
    ['extra info of 20 000', { extra_info: 'x'.repeat(20_000) }, 'extra_info', undefined],
    [
      'extra info of 20 001',
      { extra_info: 'x'.repeat(20_001) },
      'extra_info',
      'validation.text_too_long',
    ],
    ['type missing', { type: undefined }, 'type', 'validation.required'],
    ['start missing', { start_showing: undefined }, 'start_showing', 'validation.required'],
    [
      'start without zone',
      { start_showing: '2025-05-06T08:00:00' },
      'start_showing',
      'validation.datetime_invalid',
    ],
    [
      'stop equals start',
      { stop_showing: '2025-05-06T05:00:00Z' },
      'stop_showing',
      'validation.end_before_start',
    ],
    [
      'stop a minute after start',
      { stop_showing: '2025-05-06T05:01:00Z' },
      'stop_showing',
      undefined,
    ],
    [
      'stop before start',
      { stop_showing: '2025-05-05T08:00:00+03:00' },
      'stop_showing',
      'validation.end_before_start',
    ],
  ])('%s', (_label, patch, field, expected) => {
    expect(errorsOf({ ...form, ...patch })[field]).toBe(expected);
  });
});
