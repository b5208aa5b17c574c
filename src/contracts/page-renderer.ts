import type { OrderSummary } from './checkout';
import type { CounterApi } from './counter';
import type { ManageOrder } from './manage';
import type { ShownNotification } from './notification';
import type { ShopInfo } from './shop-info';
import type { ShopLogo } from './shop-logo';
import type { SiteLanguage } from './site-pages';

/**
 * The port between the server and the web app's server rendering (decision 044): the
 * server loads the built `render` from dist/web-server and never imports src/web. The
 * server decides the language and fetches the public answers; the web app decides
 * everything about the page (its status, head, body and the state it hydrates from).
 */
export type PageLanguage = SiteLanguage;

/** Public answers every customer page may show; null when they could not be read. */
export interface PublicPageData {
  /** The language of the answers (the notifications'), the page's (decision 071). */
  language: PageLanguage;
  counter: CounterApi | null;
  notifications: ShownNotification[] | null;
  /** The seller's facts and terms for the footer and the terms page (issue 15 point 4). */
  shopInfo: ShopInfo | null;
  /** The company's logo in the header (decision 077). */
  shopLogo: ShopLogo | null;
}

/**
 * The order an order page or a thank-you page is rendered with (decision 080): the very
 * answer its API route gives this request (GET manage/{token}, GET order/payment/{reference}),
 * with the token or reference that is its query's key.
 */
export type PageOrder =
  | { page: 'manage'; token: string; answer: ManageOrder }
  | { page: 'thank_you'; reference: string; answer: OrderSummary };

export interface PageRequest {
  /** Path and query as asked for, e.g. `/?pc=skip`. */
  url: string;
  language: PageLanguage;
  data: PublicPageData;
  /** PUBLIC_URL without a trailing slash: canonical and hreflang links are absolute. */
  publicUrl: string;
  /**
   * The server found no order behind the address's token or reference (decision 065): the
   * page is the not-found page, HTTP 404.
   */
  isMissing?: boolean;
  /** The page's order, when the page has one and it could be read (decision 080). */
  order?: PageOrder;
  /**
   * The unfinished order's device copy, the `unfinished-order` cookie's value as the browser
   * wrote it (decision 092): a contact page is drawn with it. Nothing personal is in it.
   */
  deviceOrder?: string;
}

export interface RenderedPage {
  /** 404 for the not-found page, else 200. */
  status: number;
  /** False for a private page or the not-found page: the server adds `X-Robots-Tag: noindex`. */
  isIndexable: boolean;
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

/** The cookie that mirrors the unfinished order's device copy (PageRequest.deviceOrder). */
export const deviceOrderCookie = 'unfinished-order';

/** The element id of the hydration state's `<script type="application/json">`. */
export const pageStateElementId = 'page-state';

/** What the browser reads back from that element. */
export interface PageState {
  language: PageLanguage;
  data: PublicPageData;
  /** The translation namespaces the server used, in the page's language. */
  translations: Record<string, Record<string, unknown>>;
  /** The page is the not-found page at an address that has a route (PageRequest.isMissing). */
  isMissing?: boolean;
  /** The order the page was rendered with (PageRequest.order): the query cache starts with it. */
  order?: PageOrder;
  /**
   * The unfinished order a contact page was drawn with (PageRequest.deviceOrder, checked,
   * with the empty order's other fields): the browser hydrates from it (decision 092).
   */
  renderedOrder?: Record<string, unknown>;
}
