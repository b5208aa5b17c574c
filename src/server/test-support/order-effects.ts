/**
 * What happened to an order after its payments (late and double payment tests): its
 * status, its washer time, the mails and ERP exports queued for it, its payment attempts
 * and its money's rows.
 */
import { queryRows, type Database } from '../db/client';

/** The id of the order with this reference. */
export async function orderIdOf(db: Database, reference: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    `select id from orders where reference = '${reference}'`,
  );
  return row!.id;
}

export async function orderEffectsOf(db: Database, orderId: number) {
  const [row] = await queryRows<{ status: string }>(
    db,
    `select status from orders where id = ${orderId}`,
  );
  const rows = await queryRows<{ topic: string; n: number }>(
    db,
    `select topic, count(*)::int as n from outbox
      where (payload->>'orderId')::int = ${orderId} group by topic`,
  );
  const topic = (name: string) => rows.find((r) => r.topic === name)?.n ?? 0;
  const [reserved] = await queryRows<{ n: number }>(
    db,
    `select count(*)::int as n from washer_reservations where order_id = ${orderId}`,
  );
  const payments = await queryRows<{ status: string }>(
    db,
    `select status from payments where order_id = ${orderId} order by id`,
  );
  // The order's money (issue 24): each successful attempt is one online payment row.
  const money = await queryRows<{ kind: string; method: string }>(
    db,
    `select kind, method from order_money where order_id = ${orderId} order by id`,
  );
  return {
    status: row!.status,
    reserved: reserved!.n,
    mails: topic('mail.order_confirmation'),
    exports: topic('erp.order_export'),
    payments,
    money,
  };
}
