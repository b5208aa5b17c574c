import { lazy, memo, Suspense, type ComponentType } from 'react';
import { TrackedSuspense } from './tracked-suspense';

/**
 * Parts of a server-rendered page that the first paint does not need (closed accordion
 * sections, the campaign code field below the prices) come in chunks of their own
 * (decision 057): the server renders them whole, and the browser hydrates each one when
 * its chunk has arrived, as a task of its own, instead of in the landing page's download
 * and one long hydration. A part must take props that stay the same until it is hydrated
 * (an update reaching it before would make React drop its HTML and render it afresh), so
 * it is memoised and given only stable props (the configuration).
 *
 * `isHiddenAtFirst`: the part starts in a closed accordion panel, which renders it only once
 * opened (not on the server, and not during the page's start): the page does not wait for
 * it to be live. `preload()` fetches its chunk beforehand, so that it opens at once.
 */
export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { isHiddenAtFirst = false } = {},
): ComponentType<P> & { preload: () => void } {
  const Lazy = lazy(() => load().then((Component) => ({ default: Component })));
  function Part(props: P) {
    if (isHiddenAtFirst) {
      return (
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      );
    }
    // The page is not live until this part is (`pageHydrated`).
    return (
      <TrackedSuspense fallback={null}>
        <Lazy {...props} />
      </TrackedSuspense>
    );
  }
  return Object.assign(memo(Part), { preload: () => void load() });
}
