/** Addresses of files the browser downloads itself (a link, not a JSON call). */

/** The customer's job as a calendar file (decision 049); the token is a path segment. */
export const orderCalendarUrl = (token: string) =>
  `/api/manage/${encodeURIComponent(token)}/calendar.ics`;

/** The order's receipt as a PDF (decision 055), by the order page's token. */
export const orderReceiptUrl = (token: string) =>
  `/api/manage/${encodeURIComponent(token)}/receipt.pdf`;

/** The same receipt for the back office, by the order's id. */
export const adminOrderReceiptUrl = (orderId: number) => `/api/order/${orderId}/receipt.pdf`;
