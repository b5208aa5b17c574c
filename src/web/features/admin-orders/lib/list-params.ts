/**
 * The orders list's state in the address (issue 14): the search text, the filters, the
 * sort and the page, so that going back from an order returns to the same list. Values
 * the address may hold but the list does not know fall back to the defaults.
 */
import { orderSortColumns, type OrderSortColumn } from '#contracts/order-admin.ts';

export interface OrderListState {
  search: string;
  international: 'all' | 'true' | 'false';
  isRecurringOnly: boolean;
  isAttentionOnly: boolean;
  sort: { column: OrderSortColumn; dir: 'asc' | 'desc' };
  page: number;
}

export const defaultListState: OrderListState = {
  search: '',
  international: 'all',
  isRecurringOnly: false,
  isAttentionOnly: false,
  sort: { column: 'created', dir: 'desc' },
  page: 1,
};

const isSortColumn = (value: string | null): value is OrderSortColumn =>
  (orderSortColumns as readonly (string | null)[]).includes(value);

export function readListState(params: URLSearchParams): OrderListState {
  const international = params.get('international');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    search: (params.get('q') ?? '').slice(0, 128),
    international: international === 'true' || international === 'false' ? international : 'all',
    isRecurringOnly: params.get('recurring') === 'true',
    isAttentionOnly: params.get('attention') === 'only',
    sort: {
      column: isSortColumn(sort) ? sort : defaultListState.sort.column,
      dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    },
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The address's query for a state: only what differs from the defaults, in a fixed order. */
export function listStateParams(state: OrderListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search.trim());
  if (state.international !== 'all') params.set('international', state.international);
  if (state.isRecurringOnly) params.set('recurring', 'true');
  if (state.isAttentionOnly) params.set('attention', 'only');
  if (state.sort.column !== defaultListState.sort.column) params.set('sort', state.sort.column);
  if (state.sort.dir !== defaultListState.sort.dir) params.set('dir', state.sort.dir);
  if (state.page !== 1) params.set('page', String(state.page));
  return params;
}
