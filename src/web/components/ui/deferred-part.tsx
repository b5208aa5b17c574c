import { lazy, memo, Suspense, useEffect, type ComponentType } from 'react';

/**
 * Parts of a server-rendered page that the first paint does not need (closed accordion
 * sections, the campaign code field below the prices) come in chunks of their own
 * (decision 057): the server renders them whole, and the browser hydrates each one when
 * its chunk has arrived, as a task of its own, instead of in the landing page's download
 * and one long hydration. A part must take props that stay the same until it is hydrated
 * (an update reaching it before would make React drop its HTML and render it afresh), so
 * it is memoised and given only stable props (the configuration).
 */
const waiting = new Set<Promise<void>>();

export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let hydrated: Promise<void> | undefined;
  let markHydrated = () => {};
  const Lazy = lazy(async () => {
    const Component = await load();
    function Hydrated(props: P) {
      useEffect(() => markHydrated(), []);
      return <Component {...props} />;
    }
    return { default: Hydrated };
  });
  function Part(props: P) {
    // In the browser, the page is not live until this part is (`partsHydrated`).
    if (typeof document !== 'undefined' && !hydrated) {
      hydrated = new Promise((resolve) => (markHydrated = resolve));
      waiting.add(hydrated);
    }
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return memo(Part);
}

/** Resolves once every deferred part rendered so far is hydrated (or rendered). */
export async function partsHydrated(): Promise<void> {
  await Promise.all(waiting);
}
