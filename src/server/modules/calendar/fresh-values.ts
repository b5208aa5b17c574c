/**
 * A value read from the database and trusted for a short while: younger than freshnessMs
 * it is answered from memory; older, it is read again, once, however many requests ask
 * meanwhile (they share the read). A failed read is not kept.
 */
export function createFreshValue<V>(read: () => Promise<V>, freshnessMs: number) {
  let current: { at: number; value: Promise<V> } | null = null;
  let reads = 0;
  return {
    get(): Promise<V> {
      if (current && performance.now() - current.at < freshnessMs) return current.value;
      reads += 1;
      const entry = { at: performance.now(), value: read() };
      current = entry;
      entry.value.catch(() => {
        if (current === entry) current = null;
      });
      return entry.value;
    },
    /** How many reads ran (tests). */
    readCount: () => reads,
  };
}
