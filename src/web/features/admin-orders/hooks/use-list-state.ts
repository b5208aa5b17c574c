import { useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { listStateParams, readListState, type OrderListState } from '../lib/list-params';

/**
 * The orders list's state kept in the address (replacing the entry, so Back leaves the
 * list rather than undoing a filter). The search box answers at once and reaches the
 * address 300 ms after the last key; a change of the address from outside (Back to a list
 * searched for something else) is taken into the box.
 */
export function useListState() {
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const [search, setSearch] = useState(state.search);
  const [searchInAddress, setSearchInAddress] = useState(state.search);
  if (state.search !== searchInAddress) {
    setSearchInAddress(state.search);
    setSearch(state.search);
  }

  const update = (patch: Partial<OrderListState>) =>
    setParams((prev) => listStateParams({ ...readListState(prev), ...patch }), { replace: true });
  const writeSearch = useDebouncedCallback((text: string) => {
    setSearchInAddress(text.trim());
    update({ search: text.trim(), page: 1 });
  }, 300);

  return {
    state,
    search,
    setSearch: (text: string) => {
      setSearch(text);
      writeSearch(text);
    },
    update,
  };
}
