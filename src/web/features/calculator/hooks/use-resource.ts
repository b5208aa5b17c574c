import { useEffect, useState } from 'react';

/**
 * A small GET-once hook for the landing page, which keeps TanStack Query out of its first
 * download (bench/README.md): one retry, a cache for this page load (so coming back to
 * the page shows its data at once and refreshes it), and a retry action for errors.
 */
interface CacheEntry {
  data: unknown;
  at: number;
}
const cache = new Map<string, CacheEntry>();

async function withOneRetry<T>(run: () => Promise<T>, signal: AbortSignal): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (signal.aborted) throw error;
    await new Promise((resolve) => setTimeout(resolve, 500));
    return run();
  }
}

export interface Resource<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => void;
}

export function useResource<T>(
  key: string,
  fetcher: (signal: AbortSignal) => Promise<T>,
  maxAgeMs = 60_000,
): Resource<T> {
  const cached = cache.get(key);
  const [data, setData] = useState<T | undefined>(cached?.data as T | undefined);
  const [isError, setError] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const entry = cache.get(key);
    const isFresh = entry !== undefined && Date.now() - entry.at < maxAgeMs;
    if (isFresh && attempt === 0) return;
    const controller = new AbortController();
    withOneRetry(() => fetcher(controller.signal), controller.signal).then(
      (value) => {
        cache.set(key, { data: value, at: Date.now() });
        if (controller.signal.aborted) return;
        setData(value);
        setError(false);
      },
      () => {
        if (!controller.signal.aborted) setError(true);
      },
    );
    return () => controller.abort();
    // Fetch again only when the key changes or a retry is asked for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, maxAgeMs]);

  return { data, isError: isError && data === undefined, refetch: () => setAttempt((n) => n + 1) };
}
