import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageLanguage, PageRenderer, PublicPageData } from '#contracts/page-renderer.ts';
import { pageStateElementId } from '#contracts/page-renderer.ts';
import { AppError } from '../lib/app-error';
import type { CachedAnswer } from '../lib/cached-answer';
import { createCriticalCss } from '../lib/critical-css';
import type { CounterService } from '../modules/counter/counter.service';
import type { NotificationService } from '../modules/notification/notification.service';
import type { ShopInfoService } from '../modules/shop-info/shop-info.service';
import { sendError } from './error-handler';

/**
 * Serves the built React app (decision 044): hashed assets cached for a year and sent in
 * their brotli or gzip form made at build time, the customer pages rendered on the server
 * by the web app's own `render` (dist/web-server/entry-server.js, loaded through the
 * PageRenderer port, so this file imports nothing from src/web) with their critical CSS
 * inline and the stylesheets at the end, and the back office's
 * index.html for the browser to render. Without a renderer (or when it fails) a page is
 * index.html too, rendered by the browser as before.
 */
export interface PagesOptions {
  webRoot: string | undefined;
  publicUrl: string;
  pageData: () => Promise<PublicPageData>;
}

const landingCounterId = 9999;

/** Parsed once per cached answer: the same bytes the API serves, as the page's data. */
const parsed = new WeakMap<CachedAnswer, unknown>();
function parsedAnswer<T>(answer: CachedAnswer): T {
  if (!parsed.has(answer)) parsed.set(answer, JSON.parse(answer.identity.body.toString('utf8')));
  return parsed.get(answer) as T;
}

/** The public answers every customer page may show; a failed read renders without it. */
export async function publicPageData(
  counters: CounterService,
  notifications: NotificationService,
  shopInfo: ShopInfoService,
): Promise<PublicPageData> {
  const [counter, showing, shop] = await Promise.allSettled([
    counters.getPublicCounter(landingCounterId),
    notifications.showingAnswer(),
    shopInfo.publicAnswer(),
  ]);
  return {
    counter: counter.status === 'fulfilled' ? parsedAnswer(counter.value) : null,
    notifications: showing.status === 'fulfilled' ? parsedAnswer(showing.value) : null,
    shopInfo: shop.status === 'fulfilled' ? parsedAnswer(shop.value) : null,
  };
}

/** `?lang=` first (hreflang links), then an `/en/` address, then the visitor's cookie. */
function languageOf(request: FastifyRequest): PageLanguage {
  const url = new URL(request.url, 'http://page');
  const asked = url.searchParams.get('lang');
  if (asked === 'en' || asked === 'fi') return asked;
  if (url.pathname.startsWith('/en/')) return 'en';
  // The Finnish order page's link (decision 049) opens in Finnish whatever the cookie says.
  if (url.pathname.startsWith('/tilaus/')) return 'fi';
  return request.cookies.language === 'en' ? 'en' : 'fi';
}

const isBackOffice = (url: string) => url === '/admin' || /^\/admin[/?]/.test(url);

async function loadRenderer(app: FastifyInstance, webRoot: string) {
  const file = `${webRoot.replace(/[\\/]+$/, '')}-server/entry-server.js`;
  if (!existsSync(file)) return undefined;
  try {
    const loaded = (await import(pathToFileURL(file).href)) as { renderer?: PageRenderer };
    return loaded.renderer;
  } catch (error) {
    app.log.error({ err: error }, 'the page renderer did not load: pages render in the browser');
    return undefined;
  }
}

const stylesheetLinks = /\s*<link rel="stylesheet"[^>]*>/g;

/**
 * index.html cut where the rendered page goes, with its own title and description out.
 * With the page's critical CSS in its head, the stylesheets move to the end of the body.
 */
function pageTemplate(indexHtml: string) {
  const [start, end] = indexHtml
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .split('<div id="root"></div>');
  if (end === undefined) throw new Error('index.html has no <div id="root"></div>');
  const links = [...start!.matchAll(stylesheetLinks)].map((m) => m[0].trim()).join('');
  return (page: {
    language: PageLanguage;
    head: string;
    markup: string;
    state: string;
    css: string;
  }) => {
    const head = page.css ? `${page.head}\n    <style>${page.css}</style>` : page.head;
    const top = (page.css ? start!.replace(stylesheetLinks, '') : start!)
      .replace(
        /<html lang="\w+">/,
        `<html lang="${page.language}" data-mantine-color-scheme="light">`,
      )
      .replace('</head>', `  ${head}\n  </head>`);
    const state = `<script type="application/json" id="${pageStateElementId}">${page.state}</script>`;
    // The theme's variables outrank the stylesheets' defaults by their selector (:root:root,
    // app/providers.tsx), so the stylesheets may come last.
    const bottom = page.css ? end!.replace('</body>', `${links}</body>`) : end!;
    return `${top}<div id="root">${page.markup}</div>${state}${bottom}`;
  };
}

export async function registerPages(app: FastifyInstance, options: PagesOptions) {
  const { webRoot } = options;
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : undefined;
  const hasApp = indexFile !== undefined && existsSync(indexFile);
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: webRoot!,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const renderer = hasApp ? await loadRenderer(app, webRoot!) : undefined;
  const template = hasApp && renderer ? pageTemplate(readFileSync(indexFile!, 'utf8')) : undefined;
  const criticalCss = hasApp && renderer ? createCriticalCss(webRoot!) : undefined;
  const publicUrl = options.publicUrl.replace(/\/+$/, '');

  async function sendRendered(request: FastifyRequest, reply: FastifyReply) {
    const page = await renderer!.render({
      url: request.url,
      language: languageOf(request),
      data: await options.pageData(),
      publicUrl,
    });
    // The render is complete (decision 044): read it whole, to find its critical CSS.
    const markup = await new Response(page.body).text();
    const css = await criticalCss!.forMarkup(markup);
    return (
      reply
        .status(page.status)
        .type('text/html; charset=utf-8')
        // The language follows the visitor's cookie: never one visitor's page for another.
        .header('cache-control', 'private, no-cache')
        .header('vary', 'cookie')
        .send(template!({ ...page, markup, css }))
    );
  }

  const isPage = (url: string) =>
    !/^\/api(\/|\?|$)/.test(url) && !/\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');

  if (hasApp) {
    // A route, not the not-found handler, so that @fastify/compress (which hooks routes)
    // compresses the pages; the static files and /api routes are more specific and win.
    app.get('/*', async (request, reply) => {
      if (!isPage(request.url)) return reply.callNotFound();
      if (renderer && !isBackOffice(request.url)) {
        try {
          return await sendRendered(request, reply);
        } catch (error) {
          // The browser can still render the page: log the failure, send index.html.
          request.log.error({ err: error }, 'page render failed');
        }
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  }
  app.setNotFoundHandler((request, reply) =>
    sendError(
      request,
      reply,
      new AppError('NOT_FOUND', `no route ${request.method} ${request.url}`),
    ),
  );
}
