/* global self, caches */
/**
 * The back office's service worker (issue 23, decision 059), scope /admin/. It keeps:
 * - the app shell: /admin/'s HTML (network first) and the hashed files under /assets/
 *   (cache first: their names change with their content);
 * - the last answers of GET /api/auth and GET /api/my/jobs (network first), so that the
 *   washer's day stays readable after the network drops. An answer served from the copy
 *   carries `x-saved-at` (when it was saved), which the page shows.
 * Every other request goes to the network untouched: no other answer is kept. At logout the
 * page deletes the data cache and tells the worker to forget (src/web/lib/offline-copy.ts,
 * same names): an answer still on its way then is not kept either.
 */
const shellCache = 'admin-shell-v1';
const dataCache = 'admin-data-v1';
const shellKey = '/admin/';
const keptApis = ['/api/auth', '/api/my/jobs'];
/** Counts the logouts this worker has heard of: an answer asked for before one is not kept. */
let forgotten = 0;

function forgetAnswers() {
  forgotten += 1;
  return caches.delete(dataCache);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(shellCache);
      const res = await fetch('/admin/my-day', { credentials: 'same-origin' });
      if (!res.ok) return;
      const html = await res.clone().text();
      await cache.put(shellKey, res);
      const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
      await cache.addAll([...new Set([...files, '/favicon.svg', '/manifest.webmanifest'])]);
    })().catch(() => undefined),
  );
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name !== shellCache && name !== dataCache) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/**
 * The page hands over the files it loaded before the worker ran, and the answers to keep
 * at once (a page opened from /admin, outside the scope, is not controlled until reloaded).
 */
self.addEventListener('message', (event) => {
  const { type, urls, answers } = event.data ?? {};
  if (type === 'forget') {
    event.waitUntil(forgetAnswers());
    return;
  }
  if (type !== 'keep' || !Array.isArray(urls)) return;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(shellCache);
      for (const url of urls) {
        if (typeof url === 'string' && url.startsWith('/assets/') && !(await cache.match(url))) {
          await cache.add(url).catch(() => undefined);
        }
      }
      for (const url of Array.isArray(answers) ? answers : []) {
        const path = typeof url === 'string' ? new URL(url, self.location.origin).pathname : '';
        if (keptApis.includes(path)) await keptAnswer(new Request(url)).catch(() => undefined);
      }
    })(),
  );
});

/**
 * Network first; the last good answer, marked with when it was saved, when offline. The data
 * cache is opened only to store an answer: opening it creates it, and the sign-in page's
 * GET /api/auth right after a logout would otherwise bring back the cache the logout deleted.
 * An answer that arrives after a logout it was asked for before is passed on, not kept.
 */
async function keptAnswer(request) {
  const asked = forgotten;
  try {
    const res = await fetch(request);
    if (res.ok && asked === forgotten) {
      const cache = await caches.open(dataCache);
      const headers = new Headers(res.headers);
      headers.set('x-saved-at', new Date().toISOString());
      const copy = new Response(await res.clone().blob(), { status: res.status, headers });
      const path = new URL(request.url).pathname;
      // Only the last answer of each: an older range is not kept beside it.
      for (const old of await cache.keys()) {
        if (new URL(old.url).pathname === path) await cache.delete(old);
      }
      // A logout heard meanwhile: the cache opened here goes with the copy.
      if (asked === forgotten) await cache.put(request, copy);
      else await caches.delete(dataCache);
    } else if (res.status === 401 || res.status === 403) {
      await forgetAnswers();
    }
    return res;
  } catch (error) {
    const saved =
      (await caches.match(request, { cacheName: dataCache })) ??
      (await caches.match(request, { cacheName: dataCache, ignoreSearch: true }));
    if (saved) return saved;
    throw error;
  }
}

async function page(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(shellKey);
    if (shell) return shell;
    throw error;
  }
}

async function hashedFile(request) {
  const saved = await caches.match(request);
  if (saved) return saved;
  const res = await fetch(request);
  if (res.ok) {
    const cache = await caches.open(shellCache);
    await cache.put(request, res.clone());
  }
  return res;
}

async function staticFile(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const saved = await caches.match(request);
    if (saved) return saved;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (keptApis.includes(url.pathname)) event.respondWith(keptAnswer(request));
  else if (request.mode === 'navigate' && url.pathname.startsWith('/admin'))
    event.respondWith(page(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(hashedFile(request));
  else if (url.pathname === '/favicon.svg' || url.pathname === '/manifest.webmanifest')
    event.respondWith(staticFile(request));
});
