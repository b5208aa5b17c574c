/**
 * The back office's calls of the dispatch board and the washers' calendar feeds (issue 14).
 * Types only from the contracts (`import type`).
 */
import type { z } from 'zod';
import type { CalendarRow, saveDisabledDatesInputSchema } from '../calendar';
import type { DispatchDay, DispatchQuery, IcsSecretResponse } from '../dispatch';
import { endpoint } from './endpoint';

export const dispatchEndpoints = {
  getDispatchDay: endpoint('GET', '/dispatch').returns<DispatchDay, void, DispatchQuery>(),
  /** A new secret address of a washer's calendar feed; the old one stops working. */
  newIcsSecret: endpoint('POST', '/settings/cleaner/:id/ics-secret').returns<IcsSecretResponse>(),
  /** As saveCalendarBlocks, also over booked jobs (after its 409 BLOCK_OVER_JOBS). */
  saveCalendarBlocksOverJobs: endpoint('POST', '/calendar/:id/over-jobs').returns<
    CalendarRow,
    z.input<typeof saveDisabledDatesInputSchema>
  >(),
};
