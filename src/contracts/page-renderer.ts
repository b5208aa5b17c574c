import type { CounterApi } from './counter';
import type { Notification } from './notification';
import type { ShopInfo } from './shop-info';

/**
 * The port between the server and the web app's server rendering (decision 044): the
 * server loads the built `render` from dist/web-server and never imports src/web. The
 * server decides the language and fetches the public answers; the web app decides
 * everything about the page (its status, head, body and the state it hydrates from).
 */
export type PageLanguage = 'fi' | 'en';

/** Public answers every customer page may show; null when they could not be read. */
export interface PublicPageData {
  counter: CounterApi | null;
  notifications: Notification[] | null;
  /** The seller's facts and terms for the footer and the terms page (issue 15 point 4). */
  shopInfo: ShopInfo | null;
}

export interface PageRequest {
  /** Path and query as asked for, e.g. `/?pc=skip`. */
  url: string;
  language: PageLanguage;
  data: PublicPageData;
  /** PUBLIC_URL without a trailing slash: canonical and hreflang links are absolute. */
  publicUrl: string;
}

export interface RenderedPage {
  /** 404 for the not-found page, else 200. */
  status: number;
  language: PageLanguage;
  /** Escaped HTML for <head>: title, description, canonical and hreflang links. */
  head: string;
  /** The page's HTML inside #root, all of it (no pending Suspense fallbacks). */
  body: ReadableStream<Uint8Array>;
  /** JSON (safe inside a <script> element) the browser hydrates from. */
  state: string;
}

export interface PageRenderer {
  render(request: PageRequest): Promise<RenderedPage>;
}

/** The element id of the hydration state's `<script type="application/json">`. */
export const pageStateElementId = 'page-state';

/** What the browser reads back from that element. */
export interface PageState {
  language: PageLanguage;
  data: PublicPageData;
  /** The translation namespaces the server used, in the page's language. */
  translations: Record<string, Record<string, unknown>>;
}
