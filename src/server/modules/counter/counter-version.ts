/**
 * A stale save of the price configuration (issue 14, point 7; decision 047). The form
 * sends back the version (`updated_at`) it loaded; a newer version stored meanwhile is a
 * 409 CONFLICT naming when it was saved and by whom (counter_configs.updated_by, migration
 * 0015, so any process can tell), and the page offers to reload instead of overwriting.
 */
import { AppError } from '#server/lib/app-error.ts';

/** Throws 409 CONFLICT when the stored version is not the one the form edited. */
export function assertLatest(
  stored: { updatedAt: Date; updatedBy: string | null },
  edited: string | undefined,
) {
  if (edited === undefined || new Date(edited).getTime() === stored.updatedAt.getTime()) return;
  const savedBy = stored.updatedBy ?? undefined;
  throw new AppError(
    'CONFLICT',
    'the configuration was saved meanwhile',
    { updated_at: 'validation.saved_meanwhile' },
    { savedAt: stored.updatedAt.toISOString(), ...(savedBy === undefined ? {} : { savedBy }) },
  );
}
