import { useEffect, useState } from 'react';
import type { PublicPageData } from '#contracts/page-renderer.ts';
import { usePageData } from '#web/lib/ssr/page-data.ts';

/**
 * A small GET-once hook for the landing page, which keeps TanStack Query out of its first
 * download (bench/README.md): one retry, a cache for this page load (so coming back to
 * the page shows its data at once and refreshes it), and a retry action for errors. A
 * resource the server renders with (`fromPage`) starts from the page's data, fresh.
 */
export interface ResourceSource<T> {
  fetch: (signal: AbortSignal) => Promise<T>;
  maxAgeMs: number;
  /** The last answer of this page load and when it came. */
  cached: () => { data: T; at: number } | undefined;
  remember: (data: T) => void;
  /** This resource's answer among the data the server rendered the page with. */
  fromPage: (data: PublicPageData) => T | undefined;
}

/** A resource with its own cache entry: made once per module, used by useResource. */
export function resource<T>(
  fetcher: (signal: AbortSignal) => Promise<T>,
  maxAgeMs = 60_000,
  fromPage: (data: PublicPageData) => T | undefined = () => undefined,
): ResourceSource<T> {
  let entry: { data: T; at: number } | undefined;
  // The same page's data maps to the same object, which useResource takes for the one shown.
  let mapped: { page: PublicPageData; data: T | undefined } | undefined;
  return {
    fetch: fetcher,
    maxAgeMs,
    fromPage: (page) => {
      if (mapped?.page !== page) mapped = { page, data: fromPage(page) };
      return mapped.data;
    },
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
  const pageData = usePageData();
  const [data, setData] = useState<T | undefined>(
    () => source.cached()?.data ?? source.fromPage(pageData),
  );
  const [isError, setError] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const rendered = source.cached() ? undefined : source.fromPage(pageData);
    if (rendered !== undefined) source.remember(rendered);
    const entry = source.cached();
    const isFresh = entry !== undefined && Date.now() - entry.at < source.maxAgeMs;
    // Fresh and shown: nothing to do. Kept only since this render began (a request of an
    // earlier mount, as when the language switch moves the page, decision 071): fetched
    // again, so that it is shown.
    if (isFresh && attempt === 0 && data === entry.data) return;
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
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, attempt]);

  return { data, isError: isError && data === undefined, refetch: () => setAttempt((n) => n + 1) };
}
