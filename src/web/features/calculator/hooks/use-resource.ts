import { useEffect, useState } from 'react';

/**
 * A small GET-once hook for the landing page, which keeps TanStack Query out of its first
 * download (bench/README.md): one retry, a cache for this page load (so coming back to
 * the page shows its data at once and refreshes it), and a retry action for errors.
 */
export interface ResourceSource<T> {
  fetch: (signal: AbortSignal) => Promise<T>;
  maxAgeMs: number;
  /** The last answer of this page load and when it came. */
  cached: () => { data: T; at: number } | undefined;
  remember: (data: T) => void;
}

/** A resource with its own cache entry: made once per module, used by useResource. */
export function resource<T>(
  fetcher: (signal: AbortSignal) => Promise<T>,
  maxAgeMs = 60_000,
): ResourceSource<T> {
  let entry: { data: T; at: number } | undefined;
  return {
    fetch: fetcher,
    maxAgeMs,
    cached: () => entry,
    remember: (data) => {
      entry = { data, at: Date.now() };
    },
  };
}

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

export function useResource<T>(source: ResourceSource<T>): Resource<T> {
  const [data, setData] = useState<T | undefined>(source.cached()?.data);
  const [isError, setError] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const entry = source.cached();
    const isFresh = entry !== undefined && Date.now() - entry.at < source.maxAgeMs;
    if (isFresh && attempt === 0) return;
    const controller = new AbortController();
    withOneRetry(() => source.fetch(controller.signal), controller.signal).then(
      (value) => {
        source.remember(value);
        if (controller.signal.aborted) return;
        setData(value);
        setError(false);
      },
      () => {
        if (!controller.signal.aborted) setError(true);
      },
    );
    return () => controller.abort();
    // Fetch again only when the resource changes or a retry is asked for.
  }, [source, attempt]);

  return { data, isError: isError && data === undefined, refetch: () => setAttempt((n) => n + 1) };
}
