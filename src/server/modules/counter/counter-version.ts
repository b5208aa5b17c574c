/**
 * A stale save of the price configuration (issue 14, point 7; decision 047). The form
 * sends back the version (`updated_at`) it loaded; a newer version stored meanwhile is a
 * 409 CONFLICT naming when it was saved and, when this process saw it, by whom, so the
 * page can say so and offer to reload instead of overwriting silently.
 */
import { AppError } from '#server/lib/app-error.ts';

/**
 * Who saved which version, in this process's memory: the table has no column for it (a
 * schema change was out of this effort's reach). A version saved by another process, or
 * before a restart, answers without a name.
 */
export function createSaverMemory(limit = 20) {
  const names = new Map<number, string>();
  return {
    remember(version: Date, name: string) {
      names.set(version.getTime(), name);
      for (const key of names.keys()) {
        if (names.size <= limit) break;
        names.delete(key);
      }
    },
    nameOf: (version: Date) => names.get(version.getTime()),
  };
}
export type SaverMemory = ReturnType<typeof createSaverMemory>;

/** Throws 409 CONFLICT when the stored version is not the one the form edited. */
export function assertLatest(stored: Date, edited: string | undefined, savers: SaverMemory) {
  if (edited === undefined || new Date(edited).getTime() === stored.getTime()) return;
  const savedBy = savers.nameOf(stored);
  throw new AppError(
    'CONFLICT',
    'the configuration was saved meanwhile',
    { updated_at: 'validation.saved_meanwhile' },
    { savedAt: stored.toISOString(), ...(savedBy === undefined ? {} : { savedBy }) },
  );
}
