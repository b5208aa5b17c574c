/**
 * The customer's data rights in the back office (GDPR articles 15, 17 and 5(1)(e);
 * decision 038): search, export and erasure by e-mail address, and the daily retention job
 * that anonymises orders past the bookkeeping period. Every export and erasure, and every
 * retention run that anonymised something, is recorded in data_requests (who, when, how
 * many orders, and the address only as a keyed hash).
 */
import type { FastifyBaseLogger } from 'fastify';
import type {
  CustomerEraseInput,
  CustomerEraseResult,
  CustomerExport,
  CustomerSearchResult,
} from '#contracts/customer-data.ts';
import { helsinkiDate, helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import type { LocalDate } from '#domain/calendar/local-date.ts';
import { retentionCutoff } from '#domain/order/retention.ts';
import type { Database } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import { createKeyedHash } from '#server/lib/keyed-hash.ts';
import type { AuthService } from '../auth/auth.service';
import {
  anonymiseOrders,
  findMailsOfOrders,
  findMoneyOfOrders,
  findOrdersOfEmail,
  insertDataRequest,
  lockOrdersOfEmail,
  lockOrdersPastRetention,
  searchCustomers,
} from './customer-data.repository';
import { customerQueryOf } from './customer-query';
import { toExportedOrder } from './customer-export';

export interface CustomerDataDeps {
  db: Database;
  clock: Clock;
  /** Erasure asks the acting user to prove who they are. */
  auth: Pick<AuthService, 'reauthenticate'>;
  /** The app's key material; the data requests name the address by a hash keyed with it. */
  secretKey: string | Uint8Array;
  retentionYears: number;
  log: FastifyBaseLogger;
}

/** Who asks: the signed-in user and the client's address (for the re-authentication throttle). */
export interface Actor {
  userId: number;
  address: string;
}

export const searchLimit = 50;
/** Orders anonymised per transaction by the retention job (each batch is recorded). */
export const retentionBatchSize = 500;

export function createCustomerDataService(deps: CustomerDataDeps) {
  const { db, clock, auth, retentionYears, log } = deps;
  const keyedHash = createKeyedHash(deps.secretKey, 'data-request-subject');
  /** The data request's subject: HMAC-SHA256 of the lower-cased address. */
  const subjectOf = (email: string) => keyedHash(email.trim().toLowerCase());

  async function anonymiseExpired(): Promise<number> {
    const now = clock.now();
    const cutoff = retentionCutoff(helsinkiDate(now), retentionYears);
    const createdBefore = helsinkiInstant(cutoff.day);
    let total = 0;
    for (;;) {
      const batch = await db.transaction(async (tx) => {
        const locked = await lockOrdersPastRetention(tx, cutoff, createdBefore, retentionBatchSize);
        const count = await anonymiseOrders(tx, locked, now);
        if (count > 0) {
          await insertDataRequest(tx, {
            kind: 'retention',
            userId: null,
            subjectHash: null,
            orderCount: count,
            created: now,
          });
        }
        return { locked: locked.length, count };
      });
      total += batch.count;
      if (batch.locked < retentionBatchSize || batch.count === 0) break;
    }
    if (total > 0) log.info({ orders: total }, 'retention: orders anonymised');
    return total;
  }

  /** The retention job as an outbox chore: its work at most once per Helsinki day here. */
  let retainedOn: LocalDate | null = null;
  async function dailyRetention(): Promise<void> {
    const today = helsinkiDate(clock.now());
    if (retainedOn === today) return;
    await anonymiseExpired();
    // Only after success: a failed run is tried again at the next round.
    retainedOn = today;
  }

  return {
    async search(query: string): Promise<CustomerSearchResult> {
      const today = helsinkiDate(clock.now());
      const groups = await searchCustomers(db, customerQueryOf(query), searchLimit, today);
      return {
        customers: groups.map((g) => ({
          email: g.email,
          names: g.names,
          phones: g.phones,
          orderCount: g.orderCount,
          upcomingOrderCount: g.upcomingOrderCount,
          lastOrderAt: g.lastOrderAt.toISOString(),
        })),
      };
    },

    /** Everything about an address; recorded even when it has no orders. */
    async export(email: string, actor: Actor): Promise<CustomerExport> {
      const now = clock.now();
      const found = await findOrdersOfEmail(db, email);
      const ids = found.map((o) => o.id);
      const [mails, money] = await Promise.all([
        findMailsOfOrders(db, ids),
        findMoneyOfOrders(db, ids),
      ]);
      await insertDataRequest(db, {
        kind: 'export',
        userId: actor.userId,
        subjectHash: subjectOf(email),
        orderCount: found.length,
        created: now,
      });
      return {
        email,
        exportedAt: now.toISOString(),
        orders: found.map((o) => toExportedOrder(o, mails, money)),
      };
    },

    /**
     * Re-authenticates the acting user (403 naming the field, 429 while throttled), then in
     * one transaction replaces the personal data of every order of the address and records it.
     */
    async erase(input: CustomerEraseInput, actor: Actor): Promise<CustomerEraseResult> {
      await auth.reauthenticate(actor.userId, input, actor.address);
      const now = clock.now();
      const orders = await db.transaction(async (tx) => {
        const count = await anonymiseOrders(tx, await lockOrdersOfEmail(tx, input.email), now);
        await insertDataRequest(tx, {
          kind: 'erase',
          userId: actor.userId,
          subjectHash: subjectOf(input.email),
          orderCount: count,
          created: now,
        });
        return count;
      });
      return { orders };
    },

    /** One retention run now: how many orders lost their personal data. */
    anonymiseExpired,
    dailyRetention,
  };
}
export type CustomerDataService = ReturnType<typeof createCustomerDataService>;
