/**
 * The back office's offline copies (issue 23, decision 059): the service worker at
 * /admin/sw.js (scope /admin/) keeps the app shell and the last answers of GET /api/auth
 * and GET /api/my/jobs in CacheStorage (personal data: logging out deletes them). The
 * washer's day queues steps taken without network in localStorage; logging out keeps those
 * (ids, the step and its note), so that a step is never lost: they are sent at the next
 * sign-in. The names here must match public/admin/sw.js.
 */
export const offlineDataCache = 'admin-data-v1';
/** The header the worker adds to an answer it serves from its copy: when it was saved. */
export const savedAtHeader = 'x-saved-at';
/** localStorage key of the washer's steps waiting for network. */
export const stepQueueKey = 'washer-day-step-queue';

/**
 * Registers the worker, then hands it the files this page has already loaded (the shell's
 * scripts, styles and texts), which it could not see being fetched before it started, and
 * the API answers (`answers`, same-origin URLs) it is to keep a copy of at once.
 */
export async function registerOfflineWorker(answers: readonly string[] = []): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  await navigator.serviceWorker.register('/admin/sw.js', { scope: '/admin/' });
  const ready = await navigator.serviceWorker.ready;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  ready.active?.postMessage({ type: 'keep', urls, answers });
}

/**
 * At logout: the saved answers go, and the worker forgets, so that an answer still on its
 * way is not kept after the logout either. Never throws.
 */
export async function clearOfflineCopies(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration('/admin/');
    registration?.active?.postMessage({ type: 'forget' });
    if ('caches' in window) await caches.delete(offlineDataCache);
  } catch {
    // A browser without storage has nothing to clear.
  }
}
