import { Suspense, useEffect, useId, type ReactNode } from 'react';

/**
 * A Suspense boundary that tells when its content is hydrated (decision 057). Hydration
 * runs as a transition (main.tsx), and React hydrates the content of each boundary after
 * the root's commit, in passes of its own: the app's effects run before the page's inputs
 * are live. `pageHydrated()` waits for every tracked boundary rendered so far, then for the
 * ones found inside them, until none is left; then the saved order is restored and
 * `<html data-ready>` set, so text typed after that is never lost.
 */
interface Waiting {
  hydrated: Promise<void>;
  resolve: () => void;
}

/** By the boundary's useId, the same in a render React discards and does again. */
const waiting = new Map<string, Waiting>();

function track(id: string): void {
  if (typeof document === 'undefined' || waiting.has(id)) return;
  let resolve = () => {};
  const hydrated = new Promise<void>((r) => (resolve = r));
  waiting.set(id, { hydrated, resolve });
}

/** At most this long: a boundary whose content failed shows its error page instead. */
const longestWaitMs = 10_000;

function Hydrated({ id }: { id: string }) {
  useEffect(() => waiting.get(id)?.resolve(), [id]);
  return null;
}

export function TrackedSuspense(props: { fallback: ReactNode; children: ReactNode }) {
  const id = useId();
  track(id);
  return (
    <Suspense fallback={props.fallback}>
      <Hydrated id={id} />
      {props.children}
    </Suspense>
  );
}

/** Resolves once every tracked boundary of the page has hydrated (or after 10 s). */
export async function pageHydrated(): Promise<void> {
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, longestWaitMs));
  let seen = 0;
  while (waiting.size > seen) {
    seen = waiting.size;
    const all = [...waiting.values()].map((w) => w.hydrated);
    await Promise.race([Promise.all(all), deadline]);
  }
}
