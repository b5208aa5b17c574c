import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarRow } from '#contracts/calendar.ts';
import { api } from '#web/lib/api-client.ts';
import type { toSaveInput } from '../lib/blocks';

/** Query keys of the blocking page (under 'admin': logging out drops them). */
const rowsKey = ['admin', 'calendar', 'rows'] as const;

/** GET calendar/disabled_dates: every washer calendar with its recent and coming blocks. */
export const calendarRowsQuery = queryOptions({
  queryKey: rowsKey,
  queryFn: ({ signal }) => api.get<CalendarRow[]>('/calendar/disabled_dates', { signal }),
  staleTime: 0,
});
export const useCalendarRows = () => useQuery(calendarRowsQuery);

const replaceRow = (rows: CalendarRow[] | undefined, saved: CalendarRow) =>
  rows?.map((row) => (row.id === saved.id ? saved : row));

/** POST calendar/{calendarId}: the answer is the row as saved. */
export function useSaveBlocks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      calendarId,
      blocks,
    }: {
      calendarId: number;
      blocks: ReturnType<typeof toSaveInput>;
    }) => api.post<CalendarRow>(`/calendar/${calendarId}`, blocks),
    onSuccess: (saved) =>
      queryClient.setQueryData<CalendarRow[]>(rowsKey, (rows) => replaceRow(rows, saved)),
  });
}

/** DELETE calendar/{id}: the block leaves its row at once. */
export function useDeleteBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/calendar/${id}`),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<CalendarRow[]>(rowsKey, (rows) =>
        rows?.map((row) => ({
          ...row,
          disabled_dates: row.disabled_dates.filter((b) => b.id !== id),
        })),
      ),
  });
}
