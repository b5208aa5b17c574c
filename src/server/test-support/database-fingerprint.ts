import { queryRows, type Database } from '../db/client';

/** The app's own tables (public schema), but those named in `except`. */
export async function tableNames(db: Database, except: readonly string[] = []): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return rows.map((r) => r.name).filter((name) => !except.includes(name));
}

/**
 * Every row of every table named, as one hash per table: equal before and after a request
 * means the request changed nothing in them.
 */
export async function databaseFingerprint(db: Database, tables: readonly string[]) {
  const parts = tables.map(
    (name) =>
      `(select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from "${name}" t)`,
  );
  const [row] = await queryRows<{ all: string }>(
    db,
    `select concat_ws(',', ${parts.join(', ')}) as all`,
  );
  return row!.all;
}
