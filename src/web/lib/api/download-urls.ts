/** Addresses of files the browser downloads itself (a link, not a JSON call). */

/** The customer's job as a calendar file (decision 049); the token is a path segment. */
export const orderCalendarUrl = (token: string) =>
  `/api/manage/${encodeURIComponent(token)}/calendar.ics`;
