import { describe, expect, it } from 'vitest';
import { defaultListState, listStateParams, readListState } from './list-params';

describe('orders list state in the address', () => {
  it('reads an empty query as the defaults and writes the defaults as nothing', () => {
    expect(readListState(new URLSearchParams())).toEqual(defaultListState);
    expect(listStateParams(defaultListState).toString()).toBe('');
  });

  it('round-trips every filter, the sort, the page and the search text', () => {
    const state = {
      search: '040 123 4567',
      international: 'false',
      isRecurringOnly: true,
      isAttentionOnly: true,
      sort: { column: 'shipping_day', dir: 'asc' },
      page: 3,
    } as const;
    const params = listStateParams(state);
    expect(params.toString()).toBe(
      'q=040+123+4567&international=false&recurring=true&attention=only&sort=shipping_day&dir=asc&page=3',
    );
    expect(readListState(new URLSearchParams(params.toString()))).toEqual(state);
  });

  it.each([
    ['sort=password', { sort: defaultListState.sort }],
    ['dir=sideways', { sort: defaultListState.sort }],
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=100001', { page: 1 }],
    ['international=maybe', { international: 'all' }],
    ['recurring=yes', { isRecurringOnly: false }],
    ['attention=first', { isAttentionOnly: false }],
  ])('falls back to the default for %s', (query, expected) => {
    expect(readListState(new URLSearchParams(query))).toMatchObject(expected);
  });

  it('keeps at most 128 characters of search text and drops a blank one', () => {
    expect(readListState(new URLSearchParams({ q: 'x'.repeat(200) })).search).toHaveLength(128);
    expect(listStateParams({ ...defaultListState, search: '   ' }).toString()).toBe('');
  });
});
