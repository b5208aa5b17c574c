import { type OpenedDatabase, ping } from '../../db/client';

/** True when the database answers a trivial query. */
export async function isDatabaseReachable(database: OpenedDatabase): Promise<boolean> {
  try {
    await ping(database.db);
    return true;
  } catch {
    return false;
  }
}
