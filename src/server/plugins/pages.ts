import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OrderSummary } from '#contracts/checkout.ts';
import type { ManageOrder } from '#contracts/manage.ts';
import type {
  PageLanguage,
  PageOrder,
  PageRenderer,
  PublicPageData,
} from '#contracts/page-renderer.ts';
import { deviceOrderCookie, pageStateElementId } from '#contracts/page-renderer.ts';
import {
  defaultLanguage,
  languageOfPath,
  pageAtPath,
  pagePath,
  siteLanguageOf,
  siteLanguages,
} from '#contracts/site-pages.ts';
import { AppError } from '../lib/app-error';
import type { CachedAnswer } from '../lib/cached-answer';
import { createCriticalCss } from '../lib/critical-css';
import type { CounterService } from '../modules/counter/counter.service';
import type { NotificationService } from '../modules/notification/notification.service';
import type { ShopInfoService } from '../modules/shop-info/shop-info.service';
import type { ShopLogoService } from '../modules/shop-info/shop-logo.service';
import { staffLanguageOf, type StaffLanguage } from '#server/lib/language.ts';
import { backOfficeHtml } from './back-office-html';
import { startEntryAfterPaint, withPagePreloads } from './entry-after-paint';
import { createPagePreloads } from './page-preloads';
import { withShopIcons } from './shop-icons-html';
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
  /** The public answers in the page's language. */
  pageData: (language: PageLanguage) => Promise<PublicPageData>;
  /** The order of an order page's token or a thank-you page's reference (decision 080). */
  orderPages: OrderPageReads;
}

/**
 * The answers the order page's and the thank-you page's API routes give this request, or
 * null where they answer 404 (modules/manage/order-pages.ts).
 */
export interface OrderPageReads {
  managedOrder(token: string): Promise<ManageOrder | null>;
  orderSummary(reference: string, request: FastifyRequest): Promise<OrderSummary | null>;
}

/** Search engines keep out of what is not public (issue 25, decision 065). */
export const noindexHeader = ['x-robots-tag', 'noindex'] as const;

/** An order page's or a thank-you page's address: its HTML has personal data. */
function isOrderAddress(pathname: string): boolean {
  const page = pageAtPath(pathname)?.page;
  return page === 'manage' || page === 'thank_you';
}

/**
 * The order an order page or a thank-you page is rendered with (decision 080), as its API
 * route would answer this request; `isMissing` when the route would answer 404: the page is
 * then the not-found page, HTTP 404 (decision 065), not a soft 200. Other pages have none.
 */
async function pageOrderOf(
  request: FastifyRequest,
  pathname: string,
  reads: OrderPageReads,
): Promise<{ isMissing: boolean; order?: PageOrder }> {
  const address = pageAtPath(pathname);
  const { token, reference } = address?.params ?? {};
  if (address?.page === 'manage' && token !== undefined) {
    const answer = await reads.managedOrder(token);
    return answer ? { isMissing: false, order: { page: 'manage', token, answer } } : missing;
  }
  if (address?.page === 'thank_you' && reference !== undefined) {
    const answer = await reads.orderSummary(reference, request);
    return answer ? { isMissing: false, order: { page: 'thank_you', reference, answer } } : missing;
  }
  return { isMissing: false };
}
const missing = { isMissing: true } as const;

/**
 * The page's order, or (its read failed) none: the page is rendered as before decision 080,
 * and the browser reads the order. The log names the failure's kind, nothing of the order.
 */
async function safePageOrderOf(
  request: FastifyRequest,
  pathname: string,
  reads: OrderPageReads,
): Promise<{ isMissing: boolean; order?: PageOrder }> {
  try {
    return await pageOrderOf(request, pathname, reads);
  } catch (error) {
    const kind = error instanceof Error ? error.name : typeof error;
    request.log.error({ kind }, 'the page order read failed: the page renders without it');
    return { isMissing: false };
  }
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
  shopLogo: ShopLogoService,
  language: PageLanguage,
): Promise<PublicPageData> {
  const [counter, showing, shop, logo] = await Promise.allSettled([
    counters.getPublicCounter(landingCounterId),
    notifications.showingAnswer(language),
    shopInfo.publicAnswer(),
    shopLogo.metadataAnswer(),
  ]);
  return {
    language,
    counter: counter.status === 'fulfilled' ? parsedAnswer(counter.value) : null,
    notifications: showing.status === 'fulfilled' ? parsedAnswer(showing.value) : null,
    shopInfo: shop.status === 'fulfilled' ? parsedAnswer(shop.value) : null,
    shopLogo: logo.status === 'fulfilled' ? parsedAnswer(logo.value) : null,
  };
}

/** The visitor's chosen language (the `language` cookie the site writes), if any. */
const cookieLanguage = (request: FastifyRequest): PageLanguage | null =>
  siteLanguages.find((l) => l === request.cookies.language) ?? null;

/**
 * The address's language (decision 071), else (an unknown address, the back office) the
 * visitor's cookie, else Finnish.
 */
function languageOf(request: FastifyRequest): PageLanguage {
  const pathname = new URL(request.url, 'http://page').pathname;
  return languageOfPath(pathname) ?? cookieLanguage(request) ?? defaultLanguage;
}

/**
 * Where a customer page's address sends the visitor instead (decision 071), or null:
 * - the old query form `?lang=en` (hreflang links, bookmarks and mails of before): the same
 *   page's address in that language, `lang` dropped, for good (301): search engines move
 *   their index, old links keep working;
 * - a Finnish address, for a visitor whose cookie chose another language: that language's
 *   address, for now (302). Not the order page: the mail's link decides its language
 *   (decision 049).
 */
export function pageRedirectOf(
  url: string,
  chosen: PageLanguage | null,
): { status: 301 | 302; location: string } | null {
  const { pathname, searchParams } = new URL(url, 'http://page');
  const address = pageAtPath(pathname);
  if (!address) return null;
  const asked = searchParams.get('lang');
  searchParams.delete('lang');
  const query = searchParams.size > 0 ? `?${searchParams}` : '';
  const to = (language: PageLanguage) =>
    `${pagePath(address.page, language, address.params)}${query}`;
  if (asked !== null) return { status: 301, location: to(siteLanguageOf(asked)) };
  if (address.language === defaultLanguage && chosen && chosen !== defaultLanguage) {
    return address.page === 'manage' ? null : { status: 302, location: to(chosen) };
  }
  return null;
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
 * The `<style>` elements React 19 hoists (`precedence`: the theme's variables and the
 * responsive style props, app/theme-styles.tsx). Rendering a part of a document, React
 * writes them at the start of the part, inside `<div id="root">` where HTML allows no
 * `<style>`; they go to the head, where the browser's React finds and adopts them.
 */
const hoistedStyles = /<style [^>]*data-precedence="[^"]*"[^>]*>[\s\S]*?<\/style>/g;

/** The page's own markup and the hoisted styles taken out of it. */
export function takeHoistedStyles(markup: string): { markup: string; styles: string } {
  const styles = markup.match(hoistedStyles) ?? [];
  return { markup: markup.replace(hoistedStyles, ''), styles: styles.join('') };
}

/**
 * index.html cut where the rendered page goes, with its own title and description out.
 * With the page's critical CSS in its head, the stylesheets move to the end of the body.
 */
function pageTemplate(indexHtml: string) {
  const [head, end] = indexHtml
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .split('<div id="root"></div>');
  if (end === undefined) throw new Error('index.html has no <div id="root"></div>');
  // The entry starts after the first paint (decision 084).
  const start = startEntryAfterPaint(head!);
  const links = [...start.matchAll(stylesheetLinks)].map((m) => m[0].trim()).join('');
  return (page: {
    language: PageLanguage;
    head: string;
    /** The modules a page drawn by the browser needs (page-preloads.ts). */
    preloads: string[];
    markup: string;
    state: string;
    css: string;
    styles: string;
  }) => {
    // The page's hoisted styles after the critical CSS: as when they were in the body.
    const critical = page.css ? `\n    <style>${page.css}</style>` : '';
    const hoisted = page.styles ? `\n    ${page.styles}` : '';
    const head = `${page.head}${critical}${hoisted}`;
    const top = withPagePreloads(
      page.css ? start.replace(stylesheetLinks, '') : start,
      page.preloads,
    )
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
  const preloadsOf = hasApp && renderer ? createPagePreloads(webRoot!) : undefined;
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const indexHtml = hasApp ? readFileSync(indexFile!, 'utf8') : undefined;

  /** The back office's index.html in the company's name, with its icons (decision 077). */
  async function adminHtml(language: StaffLanguage) {
    const { shopInfo, shopLogo } = await options.pageData(language);
    const html = backOfficeHtml(indexHtml!, language, shopInfo?.brandName);
    return withShopIcons(html, shopLogo);
  }

  async function sendRendered(request: FastifyRequest, reply: FastifyReply) {
    const pathname = new URL(request.url, 'http://page').pathname;
    const { isMissing, order } = await safePageOrderOf(request, pathname, options.orderPages);
    const language = languageOf(request);
    const data = await options.pageData(language);
    // The unfinished order's impersonal copy: the contact pages are drawn with it (decision 092).
    const deviceOrder = request.cookies[deviceOrderCookie];
    const page = await renderer!.render({
      url: request.url,
      language,
      data,
      publicUrl,
      ...(isMissing ? { isMissing } : {}),
      ...(order ? { order } : {}),
      ...(deviceOrder ? { deviceOrder } : {}),
    });
    // The render is complete (decision 044): read it whole, to find its critical CSS.
    const { markup, styles } = takeHoistedStyles(await new Response(page.body).text());
    const css = await criticalCss!.forMarkup(markup);
    if (!page.isIndexable) reply.header(...noindexHeader);
    return (
      reply
        .status(page.status)
        .type('text/html; charset=utf-8')
        // The language follows the visitor's cookie: never one visitor's page for another.
        // An order's page has the customer's data: not kept anywhere (decision 080).
        .header(
          'cache-control',
          isOrderAddress(pathname) ? 'private, no-store' : 'private, no-cache',
        )
        .header('vary', 'cookie')
        .send(
          withShopIcons(
            template!({ ...page, preloads: preloadsOf!(pathname), markup, css, styles }),
            data.shopLogo,
          ),
        )
    );
  }

  const isPage = (url: string) =>
    !/^\/api(\/|\?|$)/.test(url) && !/\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');

  // A route, not the not-found handler, so that @fastify/compress (which hooks routes)
  // compresses the pages; the static files and /api routes are more specific and win.
  app.get('/*', async (request, reply) => {
    if (!isPage(request.url)) return reply.callNotFound();
    const redirect = pageRedirectOf(request.url, cookieLanguage(request));
    if (redirect) {
      // The cookie's redirect is this visitor's alone; the old query form's is everyone's.
      if (redirect.status === 302) {
        reply.header('cache-control', 'private, no-cache').header('vary', 'cookie');
      }
      return reply.redirect(redirect.location, redirect.status);
    }
    if (hasApp) {
      if (renderer && !isBackOffice(request.url)) {
        try {
          return await sendRendered(request, reply);
        } catch (error) {
          // The browser can still render the page: log the failure, send index.html.
          request.log.error({ err: error }, 'page render failed');
        }
      }
      if (isBackOffice(request.url)) {
        return reply
          .header('cache-control', 'no-cache')
          .header(...noindexHeader)
          .header('vary', 'cookie')
          .type('text/html; charset=utf-8')
          .send(await adminHtml(staffLanguageOf(languageOf(request))));
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    // Without the web app (the API's tests): no pages, only their redirects.
    return reply.callNotFound();
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(
      request,
      reply,
      new AppError('NOT_FOUND', `no route ${request.method} ${request.url}`),
    ),
  );
}
