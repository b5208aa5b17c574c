/**
 * A value read from the database and kept until it is dropped (`invalidate()`, told by
 * whoever learns of a change) or grows older than maxAgeMs (a safety net). Concurrent
 * requests share one read. A failed read is not kept, and a read that was under way when
 * the value was dropped is not kept either: it may have seen the database before the change.
 * maxAgeMs is asked at every use, so 0 (e.g. while changes cannot be heard) reads every time.
 */
export function createFreshValue<V>(read: () => Promise<V>, maxAgeMs: () => number) {
  let current: { at: number; value: Promise<V> } | null = null;
  let reads = 0;
  return {
    get(): Promise<V> {
      if (current && performance.now() - current.at < maxAgeMs()) return current.value;
      reads += 1;
      const entry = { at: performance.now(), value: read() };
      current = entry;
      entry.value.catch(() => {
        if (current === entry) current = null;
      });
      return entry.value;
    },
    /** Forgets the value: the next get() reads again. */
    invalidate() {
      current = null;
    },
    /** How many reads ran (tests). */
    readCount: () => reads,
  };
}
