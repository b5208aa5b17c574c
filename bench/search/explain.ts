/**
 * The plan of one search's page and count on PostgreSQL: the statement the orders list runs
 * for a search (decision 056), before the page's 25 rows are joined.
 */
import { orderListQuerySchema } from '#contracts/order-admin.ts';
import { searchedPageQuery } from '#server/modules/order/order-admin.repository.ts';
import type { BenchDatabase } from '../server/databases';

export async function explainSearch(database: BenchDatabase, text: string): Promise<string> {
  const list = orderListQuerySchema.parse({ q: text, pageSize: '25', attention: 'first' });
  const query = await database.withOpened(async ({ db }) => searchedPageQuery(db, list).toSQL());
  const sql = await database.sql();
  try {
    const { rows } = await sql.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers, costs off) ${query.sql}`,
      query.params,
    );
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    await sql.end();
  }
}
