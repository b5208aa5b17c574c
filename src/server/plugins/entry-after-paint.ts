import { createHash } from 'node:crypto';

/**
 * The app's entry script starts after the page's first paint (issue 27, decision 084).
 *
 * A page the server draws needs no script to be seen. With the entry module named in the
 * head, a browser that has it at once (from a nearby server or its cache) evaluates it
 * before painting, and Lighthouse's simulation of a phone then charges the module's whole
 * download to the first paint and the LCP (about 2.0 s instead of 0.8 s: bench/README.md).
 * A small inline script in its place starts the module, and the modules it preloads, once
 * the browser reports a paint (or at once in a hidden tab, or after two seconds at most),
 * and never before the document is parsed, as a deferred script would.
 *
 * The loader's text is constant (the addresses are its attributes), so the
 * Content-Security-Policy allows exactly it by its hash and no other inline script.
 */
export const entryLoader =
  '(function(s){var started=0;function start(){if(started)return;' +
  // Like a deferred script, never before the document is parsed: the app reads the page's
  // state from the end of the body (a paint may come while the parser is still reading it).
  "if(document.readyState==='loading'){document.addEventListener('DOMContentLoaded',start);return}" +
  'started=1;' +
  "(s.dataset.preload||'').split(' ').forEach(function(href){if(!href)return;" +
  // A page's stylesheet (decision 090) is linked as one, where Vite's loader finds it, after
  // the build's at the end of the body (as lib/ssr/stylesheets.ts keeps the later ones).
  "var l=document.createElement('link');l.href=href;" +
  "if(/\\.css$/.test(href)){l.rel='stylesheet';document.body.append(l)}" +
  "else{l.rel='modulepreload';l.crossOrigin='';document.head.append(l)}});" +
  "var m=document.createElement('script');m.type='module';m.crossOrigin='';m.src=s.dataset.src;document.head.append(m)}" +
  "if(document.visibilityState!=='visible')return start();" +
  "try{new PerformanceObserver(start).observe({type:'paint',buffered:true})}catch(e){start()}" +
  'setTimeout(start,2000)})(document.currentScript)';

/** The CSP source that allows the loader. */
export const entryLoaderSource = `'sha256-${createHash('sha256').update(entryLoader).digest('base64')}'`;

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreloads = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The head of the built index.html with its entry script and module preloads replaced by
 * the loader. Fails when the build has no entry script where Vite puts it.
 */
export function startEntryAfterPaint(head: string): string {
  const entry = entryScript.exec(head);
  if (!entry)
    throw new Error('index.html has no entry <script type="module"> (entry-after-paint.ts)');
  const preloads = [...head.matchAll(modulePreloads)].map((m) => m[1]!);
  const loader = `<script data-src="${entry[1]}" data-preload="${preloads.join(' ')}">${entryLoader}</script>`;
  return head.replace(modulePreloads, '').replace(entry[0], loader);
}

const loaderPreloads = /(<script data-src="[^"]*" data-preload=")([^"]*)"/;

/**
 * A head from `startEntryAfterPaint` with a page's own modules (and their stylesheets,
 * decision 090) added to those the loader preloads (decisions 082, 086): they too are asked
 * for after the first paint, which then waits for nothing but the document and its
 * stylesheet.
 */
export function withPagePreloads(head: string, hrefs: string[]): string {
  if (hrefs.length === 0) return head;
  return head.replace(
    loaderPreloads,
    (_tag, start: string, own: string) => `${start}${[own, ...hrefs].filter(Boolean).join(' ')}"`,
  );
}
