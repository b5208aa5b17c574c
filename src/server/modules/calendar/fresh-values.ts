/**
 * A value read from the database and kept until it is dropped (`invalidate()`, told by
 * whoever learns of a change) or grows older than maxAgeMs (a safety net). Concurrent
 * requests share one read. A failed read is not kept, and a read that was under way when
 * the value was dropped is not kept either: it may have seen the database before the change.
 * maxAgeMs is asked at every use, so 0 (e.g. while changes cannot be heard) reads every time.
 *
 * A change no request here can be waiting for (another process's, heard later anyway) is
 * `refresh()`ed instead (decision 083): the value is read again in the background and
 * replaces the kept one only once `prepare` has readied what it needs, so no request waits.
 */
export function createFreshValue<V>(read: () => Promise<V>, maxAgeMs: () => number) {
  let current: { at: number; value: Promise<V> } | null = null;
  let reads = 0;
  // How many times the value was dropped: a refresh that saw a drop is not kept.
  let drops = 0;
  let refreshing: Promise<void> | null = null;
  let isAskedAgain = false;

  async function refreshOnce(prepare: (value: V) => Promise<void>) {
    const dropsBefore = drops;
    reads += 1;
    try {
      const value = await read();
      await prepare(value);
      if (drops === dropsBefore) current = { at: performance.now(), value: Promise.resolve(value) };
    } catch {
      // The kept value may be behind the change: the next get() reads as usual.
      if (drops === dropsBefore) current = null;
    }
  }

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
      drops += 1;
    },
    /**
     * Reads the value again in the background; meanwhile get() answers with the kept one.
     * A refresh asked for while one runs is run once more after it (it may have read before
     * the change). Resolves once the new value is in place (or was not kept: a drop came
     * between, or the read failed). Without a kept value there is nothing to refresh.
     */
    refresh(prepare: (value: V) => Promise<void>): Promise<void> {
      if (refreshing) {
        isAskedAgain = true;
        return refreshing;
      }
      if (current === null) return Promise.resolve();
      refreshing = (async () => {
        do {
          isAskedAgain = false;
          await refreshOnce(prepare);
        } while (isAskedAgain && current !== null);
        refreshing = null;
      })();
      return refreshing;
    },
    /** How many reads ran (tests). */
    readCount: () => reads,
  };
}
