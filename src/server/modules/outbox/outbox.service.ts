/**
 * The outbox worker: delivers side effects (confirmation mail, later the ERP export) that
 * were written in the same transaction as the order. Messages are claimed with
 * FOR UPDATE SKIP LOCKED, retried with exponential backoff (30 s doubling up to 1 h) and
 * keep their last error. buildApp starts polling and stops it on close; tests call
 * `drain()` to deliver everything due, deterministically. Chores (housekeeping such as
 * expiring unpaid orders) run at the start of each round.
 * A process claims only the topics it has a handler for (one without ERP_URL leaves the
 * ERP exports to one with it). Stopping aborts the deliveries under way (the handlers get
 * an AbortSignal) and gives their messages back untried, so a hanging ERP or SMTP server
 * cannot hold up shutdown, and nothing is lost (decision 033).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.ts';
import type { OutboxTopic } from '#server/db/schema/index.ts';
import type { Clock } from '#server/lib/clock.ts';
import { loggableErrorText } from '#server/lib/loggable-error.ts';
import {
  claimDueMessages,
  insertOutboxMessage,
  markMessageFailed,
  markMessageSent,
  releaseMessage,
  type ClaimedMessage,
} from './outbox.repository';

export interface DeliveryContext {
  /** Aborted when the worker stops: give up (the message is delivered later). */
  signal: AbortSignal;
}

export type OutboxHandler = (
  payload: Record<string, unknown>,
  context: DeliveryContext,
) => Promise<void>;

const batchSize = 10;
/** A claim lasts this long; a worker that died meanwhile leaves the row due again. */
const claimMs = 5 * 60_000;
const firstRetryMs = 30_000;
const maxRetryMs = 60 * 60_000;

/** Delay before the next try after `attempts` failed tries: 30 s, 1 min, 2 min, ... 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(firstRetryMs * 2 ** Math.max(0, attempts - 1), maxRetryMs);
}

export interface DrainResult {
  sent: number;
  failed: number;
}

export function createOutbox(db: Database, clock: Clock, log: FastifyBaseLogger) {
  const handlers = new Map<string, OutboxHandler>();
  /** Housekeeping run before each delivery round (e.g. expiring unpaid orders). */
  const chores: (() => Promise<unknown>)[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<DrainResult> | undefined;
  let isStopped = true;
  let stopping = new AbortController();

  /** The handler's outcome, or 'aborted' as soon as the worker stops (listening or not). */
  function untilDoneOrAborted(work: Promise<void>, signal: AbortSignal) {
    let onAbort = () => {};
    const aborted = new Promise<'aborted'>((resolve) => {
      onAbort = () => resolve('aborted');
      signal.addEventListener('abort', onAbort, { once: true });
    });
    // The signal lives as long as the worker: each delivery removes its own listener.
    return Promise.race([work.then(() => 'done' as const), aborted]).finally(() =>
      signal.removeEventListener('abort', onAbort),
    );
  }

  async function deliver(message: ClaimedMessage, signal: AbortSignal): Promise<boolean | null> {
    const handler = handlers.get(message.topic);
    try {
      if (!handler) throw new Error(`no handler for topic ${message.topic}`);
      if (signal.aborted) throw signal.reason;
      const outcome = await untilDoneOrAborted(handler(message.payload, { signal }), signal);
      if (outcome === 'aborted') throw signal.reason;
      await markMessageSent(db, message.id, clock.now());
      return true;
    } catch (error) {
      if (signal.aborted) {
        // Stopped, not failed: back to the table untried, due for the next worker.
        await releaseMessage(db, message.id).catch(() => undefined);
        log.info({ outboxId: message.id, topic: message.topic }, 'outbox delivery given back');
        return null;
      }
      const next = new Date(clock.now().getTime() + retryDelayMs(message.attempts));
      log.warn(
        { outboxId: message.id, topic: message.topic, attempts: message.attempts, err: error },
        'outbox delivery failed; will retry',
      );
      // Never a failed query's parameters nor an address an SMTP server quoted (decision 039).
      await markMessageFailed(db, message.id, loggableErrorText(error), next);
      return false;
    }
  }

  async function drainOnce(): Promise<DrainResult> {
    for (const chore of chores) {
      await chore().catch((error: unknown) => log.error({ err: error }, 'outbox chore failed'));
    }
    const result = { sent: 0, failed: 0 };
    const { signal } = stopping;
    const topics = [...handlers.keys()];
    while (!signal.aborted) {
      const now = clock.now();
      const lockedUntil = new Date(now.getTime() + claimMs);
      const batch = await claimDueMessages(db, topics, now, lockedUntil, batchSize);
      for (const message of batch) {
        const delivered = await deliver(message, signal);
        if (delivered === true) result.sent += 1;
        else if (delivered === false) result.failed += 1;
      }
      if (batch.length < batchSize) break;
    }
    return result;
  }

  /** Delivers every message that is due now; concurrent calls share one run. */
  function drain(): Promise<DrainResult> {
    running ??= drainOnce().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule(pollMs: number) {
    if (isStopped) return;
    timer = setTimeout(() => {
      drain()
        .catch((error: unknown) => log.error({ err: error }, 'outbox poll failed'))
        .finally(() => schedule(pollMs));
    }, pollMs);
    timer.unref();
  }

  return {
    handle(topic: OutboxTopic, handler: OutboxHandler) {
      handlers.set(topic, handler);
    },
    /** Runs `chore` at the start of every round (polling and `drain()`), before delivery. */
    addChore(chore: () => Promise<unknown>) {
      chores.push(chore);
    },
    /** Adds a message; pass the transaction of the change that causes it. */
    enqueue(tx: Database, topic: OutboxTopic, payload: Record<string, unknown>) {
      return insertOutboxMessage(tx, topic, payload, clock.now());
    },
    drain,
    start(pollMs: number) {
      if (!isStopped || pollMs <= 0) return;
      isStopped = false;
      stopping = new AbortController();
      schedule(pollMs);
    },
    /** Stops polling, aborts the deliveries under way and waits for them to be given back. */
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      stopping.abort(new Error('outbox stopped'));
      await running?.catch(() => undefined);
      stopping = new AbortController();
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
