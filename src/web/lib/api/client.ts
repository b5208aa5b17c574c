// The browser's one i18next (initialised by lib/i18n.ts), not that module: the server
// rendering imports this file too and never sends a request.
import i18n from 'i18next';
import { createApiClient } from './core';

export { ApiError, isApiError, type ApiErrorCode } from './errors';

/**
 * Sent on `window` (cancelable) when a back-office call finds the session over. A page that
 * can sign in again in place (the back office's layout, decision 047) cancels it; otherwise
 * the browser goes to /admin.
 */
export const sessionLostEvent = 'admin-session-lost';

/**
 * The one API client of customer and back-office code (both specifications, section 7):
 * `/api` on this origin, its cookies, the UI language. A back-office call whose session
 * cannot be refreshed announces `sessionLostEvent`, and unless a page signs in again in
 * place, sends the browser to /admin. Every request names its endpoint
 * descriptor (#contracts/endpoints/customer.ts, admin.ts), which types its params, body,
 * query and answer: `request(adminEndpoints.getDiscount, { params: { id }, signal })`.
 */
export const { request } = createApiClient({
  fetch: (input, init) => fetch(input, init),
  baseUrl: '/api',
  language: () => i18n.language,
  fallbackMessage: () => i18n.t('errors.unexpected'),
  onSessionLost: () => {
    const isHandled = !window.dispatchEvent(new Event(sessionLostEvent, { cancelable: true }));
    if (!isHandled && window.location.pathname !== '/admin') window.location.assign('/admin');
  },
});
