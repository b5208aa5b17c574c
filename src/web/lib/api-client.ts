import type { ErrorResponse } from '#contracts/common.ts';
import { i18n } from './i18n';
import { createSessionRefresher } from './session-refresh';

/**
 * The one API client of customer and back-office code: `/api` base, cookies, JSON, the UI
 * language in Accept-Language. A 401 triggers one GET auth/refresh (shared by every request
 * that meets a 401 meanwhile, see session-refresh.ts) and a retry; if that fails the
 * browser goes to /admin (both specifications, section 7). A 204 or 205 answer
 * gives null; any other non-2xx answer throws ApiError with the server's message.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Public calls (customer pages) do not try to refresh a session on 401. */
  isPublic?: boolean;
}

const base = '/api';
/** Calls that check credentials themselves: their 401 is an answer, not a lapsed session. */
const ownCredentialPaths = new Set(['/auth/login', '/auth/refresh', '/auth/logout']);

function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': i18n.language,
    ...options.headers,
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${base}${path}`, {
    method,
    headers,
    credentials: 'same-origin',
    body: options.body === undefined ? null : JSON.stringify(options.body),
    signal: options.signal ?? null,
  });
}

/** One refresh at a time in this tab. */
const session = createSessionRefresher(() =>
  fetch(`${base}/auth/refresh`, { credentials: 'same-origin' }).then((res) => res.ok),
);

async function toApiError(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as Partial<ErrorResponse> | null;
  const message = body?.message ?? i18n.t('errors.unexpected');
  return new ApiError(res.status, body?.error ?? 'INTERNAL', message, body?.fields ?? {});
}

export async function apiRequest<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const sentAt = session.mark();
  let res = await send(method, path, options);
  if (res.status === 401 && !options.isPublic && !ownCredentialPaths.has(path)) {
    if (await session.renewSince(sentAt)) res = await send(method, path, options);
    if (res.status === 401) {
      if (window.location.pathname !== '/admin') {
        window.location.assign('/admin');
      }
      throw await toApiError(res);
    }
  }
  if (res.status === 204 || res.status === 205) return null as T;
  if (!res.ok) throw await toApiError(res);
  return (await res.json()) as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
