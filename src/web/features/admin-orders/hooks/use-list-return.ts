import { useLocation } from 'react-router';

const listPath = '/admin/order/list';

/** What a link from the list to an order carries: the list's query string. */
export interface FromListState {
  listSearch: string;
}

const isFromList = (state: unknown): state is FromListState =>
  typeof state === 'object' &&
  state !== null &&
  typeof (state as { listSearch?: unknown }).listSearch === 'string';

/** The link's `state` that lets the order page return to this very list. */
export function useFromListState(): FromListState {
  return { listSearch: useLocation().search };
}

/** Where "back to orders" goes: the list as it was left (search, filters, sort, page). */
export function useListReturnPath(): string {
  const { state } = useLocation();
  return isFromList(state) && state.listSearch.startsWith('?')
    ? `${listPath}${state.listSearch}`
    : listPath;
}
