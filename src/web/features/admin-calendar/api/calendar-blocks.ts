import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarRow } from '#contracts/calendar.ts';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import type { toSaveInput } from '../lib/blocks';
import { calendarKeys } from './calendar-keys';

/** GET calendar/disabled_dates: every washer calendar with its recent and coming blocks. */
export const calendarRowsQuery = queryOptions({
  queryKey: calendarKeys.rows,
  queryFn: ({ signal }) => request(adminEndpoints.listCalendarRows, { signal }),
  staleTime: 0,
});
export const useCalendarRows = () => useQuery(calendarRowsQuery);

const replaceRow = (rows: CalendarRow[] | undefined, saved: CalendarRow) =>
  rows?.map((row) => (row.id === saved.id ? saved : row));

/** POST calendar/{id}: the answer is the row as saved. */
export function useSaveBlocks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      calendarId,
      blocks,
      confirm,
    }: {
      calendarId: number;
      blocks: ReturnType<typeof toSaveInput>;
      /** Save over booked jobs (else they answer 409 BLOCK_OVER_JOBS). */
      confirm?: boolean;
    }) =>
      request(
        confirm ? adminEndpoints.saveCalendarBlocksOverJobs : adminEndpoints.saveCalendarBlocks,
        { params: { id: calendarId }, body: blocks },
      ),
    onSuccess: (saved) =>
      queryClient.setQueryData(calendarRowsQuery.queryKey, (rows) => replaceRow(rows, saved)),
  });
}

/** DELETE calendar/{id}: the block leaves its row at once. */
export function useDeleteBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(adminEndpoints.deleteCalendarBlock, { params: { id } }),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData(calendarRowsQuery.queryKey, (rows) =>
        rows?.map((row) => ({
          ...row,
          disabled_dates: row.disabled_dates.filter((b) => b.id !== id),
        })),
      ),
  });
}
