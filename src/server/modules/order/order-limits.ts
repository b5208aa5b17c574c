/**
 * Limits on public orders (issue 12; decision 037): each order books a washer's time and
 * mails the address it names, so one client address may create at most
 * `ordersPerAddressPerHour` orders an hour (both kinds together), and one e-mail address
 * may have at most `unpaidOrdersPerEmailPerDay` orders created in the last 24 hours that
 * are neither paid nor cancelled. Both are checked first thing in the order's transaction:
 * a refused order writes nothing, and an order that fails later is not counted.
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { AppConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { RateCounters } from '../rate-limit/rate-counters';
import { countUnpaidOrdersOfEmail, lockForTransaction } from './order-limits.repository';

const hourMs = 60 * 60_000;
const dayMs = 24 * hourMs;

/** An order refused by a limit: 429, with the time until it would be taken. */
export class OrderLimitError extends AppError {
  constructor(
    readonly retryAfterMs: number,
    why: string,
    fields?: Record<string, string>,
  ) {
    super('RATE_LIMITED', why, fields);
  }
}

/** Who is ordering: the client's address (request.ip) and the order's e-mail address. */
export interface Orderer {
  address: string;
  email: string;
}

export function createOrderLimits(deps: {
  counters: RateCounters;
  clock: Clock;
  limits: AppConfig['limits'];
}) {
  const { counters, clock, limits } = deps;
  return {
    /**
     * Call inside the order's transaction before anything is written; throws
     * OrderLimitError when a limit is reached. Orders of one e-mail address are taken one
     * at a time (an advisory lock), and the address's count is raised in the transaction,
     * so concurrent orders in any process cannot pass a limit together.
     */
    async admit(tx: Database, { address, email }: Orderer): Promise<void> {
      const now = clock.now().getTime();
      const normalEmail = email.trim().toLowerCase();
      await lockForTransaction(tx, `order-email:${normalEmail}`);
      const unpaid = await countUnpaidOrdersOfEmail(tx, normalEmail, new Date(now - dayMs));
      if (unpaid.count >= limits.unpaidOrdersPerEmailPerDay) {
        const freedAt = (unpaid.oldest?.getTime() ?? now) + dayMs;
        throw new OrderLimitError(freedAt - now, 'unpaid orders per e-mail address', {
          'address.email': 'validation.unpaid_orders_per_email',
        });
      }
      const key = `order-address:${normalizeIP(address)}`;
      const { count, msLeft } = await counters.hit(key, hourMs, tx);
      if (count > limits.ordersPerAddressPerHour) {
        throw new OrderLimitError(msLeft, 'orders per client address');
      }
    },
  };
}
export type OrderLimits = ReturnType<typeof createOrderLimits>;
