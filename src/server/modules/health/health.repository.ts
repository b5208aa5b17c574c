import { describeDatabaseError, type OpenedDatabase, ping } from '#server/db/client.ts';

/**
 * Undefined when the database answers a trivial query in time; else why not, for the log
 * (the driver's message: "connect ECONNREFUSED ...", "timeout exceeded when trying to connect").
 */
export async function databaseProblem(database: OpenedDatabase): Promise<string | undefined> {
  try {
    await ping(database.db);
    return undefined;
  } catch (error) {
    return describeDatabaseError(error).message;
  }
}
