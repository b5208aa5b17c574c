import { queryString } from './url';

/** Addresses of files the browser downloads itself (a link, not a JSON call). */

/** The customer's job as a calendar file (decision 049); the token is a path segment. */
export const orderCalendarUrl = (token: string) =>
  `/api/manage/${encodeURIComponent(token)}/calendar.ics`;

/** The order's receipt as a PDF (decision 055), by the order page's token. */
export const orderReceiptUrl = (token: string) =>
  `/api/manage/${encodeURIComponent(token)}/receipt.pdf`;

/** The same receipt for the back office, by the order's id. */
export const adminOrderReceiptUrl = (orderId: number) => `/api/order/${orderId}/receipt.pdf`;

/**
 * The bookkeeper's CSV of a period's orders, payments and refunds (issue 24 point 6), its
 * headings and words in the page's language (a link sends no language of its own).
 */
export const ordersCsvUrl = (period: { from: string; to: string }, lang: 'fi' | 'en') =>
  `/api/reports/orders.csv${queryString({ ...period, lang })}`;

/**
 * The API answers the back office's service worker keeps a copy of (decision 059): the
 * session, and the washer's jobs of a range.
 */
export const offlineAnswerUrls = (myJobs: { from: string; to: string }) => [
  '/api/auth',
  `/api/my/jobs${queryString(myJobs)}`,
];
