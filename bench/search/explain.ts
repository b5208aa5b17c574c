/** The plan of one search's count (the part that reads every match) on PostgreSQL. */
import { count, eq } from 'drizzle-orm';
import { customers, orders } from '#server/db/schema/index.ts';
import { orderSearchCondition } from '#server/modules/order/order-search.repository.ts';
import type { BenchDatabase } from '../server/databases';

export async function explainSearch(database: BenchDatabase, text: string): Promise<string> {
  const query = await database.withOpened(async ({ db }) =>
    db
      .select({ total: count() })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(orderSearchCondition(text))
      .toSQL(),
  );
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
