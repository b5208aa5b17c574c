import type { JobProgressInput } from '#contracts/washer-day.ts';

/** A step taken without network, waiting to be sent (oldest first). */
export interface QueuedStep {
  id: string;
  orderId: number;
  input: JobProgressInput;
  /** When the washer took it (ISO). */
  takenAt: string;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isQueuedStep = (value: unknown): value is QueuedStep =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as QueuedStep).id === 'string' &&
  typeof (value as QueuedStep).orderId === 'number' &&
  typeof (value as QueuedStep).input?.step === 'string';

/** The queue as stored; anything unreadable is no queue. */
export function readQueue(store: Store, key: string): QueuedStep[] {
  try {
    const value: unknown = JSON.parse(store.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter(isQueuedStep) : [];
  } catch {
    return [];
  }
}

export function writeQueue(store: Store, key: string, queue: readonly QueuedStep[]) {
  if (queue.length === 0) store.removeItem(key);
  else store.setItem(key, JSON.stringify(queue));
}

/** The queue with a step added; a later step of the same job keeps its place after it. */
export const withStep = (queue: readonly QueuedStep[], step: QueuedStep) => [...queue, step];

export const withoutStep = (queue: readonly QueuedStep[], id: string) =>
  queue.filter((step) => step.id !== id);

/** The last step of each job waiting for network. */
export function pendingByOrder(queue: readonly QueuedStep[]): Map<number, QueuedStep> {
  return new Map(queue.map((step) => [step.orderId, step]));
}
