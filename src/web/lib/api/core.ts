import type { ErrorResponse } from '#contracts/common.ts';
import type { AnyEndpoint, ResponseOf } from '#contracts/endpoints/endpoint.ts';
import { sessionEndpoints } from '#contracts/endpoints/session.ts';
import { createSessionRefresher } from '../session-refresh';
import { ApiError, type ApiErrorCode } from './errors';
import type { LooseRequestInput, RequestArgs } from './request-input';
import { fillPath, queryString } from './url';

export interface ApiClientOptions {
  /** The browser's fetch, or a test's. */
  fetch: typeof fetch;
  /** Put before every descriptor's path: '/api' in the browser. */
  baseUrl: string;
  /** The UI language, sent as Accept-Language. */
  language: () => string;
  /** The message of an error answer that has none (not JSON: a proxy's page). */
  fallbackMessage: () => string;
  /** A back-office call still meets 401 after a refresh: the session is over. */
  onSessionLost: () => void;
}

/** An error answer's body (errorResponseSchema), its code one the server sends. */
type ErrorBody = Partial<Omit<ErrorResponse, 'error'> & { error: ApiErrorCode }>;

/**
 * The one step from JSON to a type in the web app. The answer is taken to be the type its
 * descriptor names: the server sends no answer its route's zod schema refuses (the
 * serializer of fastify-type-provider-zod), and server/endpoints.test.ts checks that every
 * descriptor's type is that schema's type. A 204 or 205 answer is null.
 */
async function readJson<T>(res: Response): Promise<T> {
  const value: unknown = res.status === 204 || res.status === 205 ? null : await res.json();
  return value as T;
}

/**
 * The client core: URL from the descriptor (path parameters encoded, query from an object),
 * cookies of the same origin, JSON, Accept-Language. A back-office call that meets a 401
 * triggers one session refresh, shared by every call that meets a 401 meanwhile
 * (session-refresh.ts), and a retry; a 401 after that ends the session. A non-2xx answer
 * throws ApiError with the server's code, message and fields.
 */
export function createApiClient(options: ApiClientOptions) {
  function send(endpoint: AnyEndpoint, input: LooseRequestInput): Promise<Response> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': options.language(),
      ...input.headers,
    };
    // A FormData body (a file upload) goes as it is: fetch writes its multipart type.
    const form =
      typeof FormData !== 'undefined' && input.body instanceof FormData ? input.body : null;
    if (input.body !== undefined && !form) headers['content-type'] = 'application/json';
    const url = options.baseUrl + fillPath(endpoint.path, input.params) + queryString(input.query);
    return options.fetch(url, {
      method: endpoint.method,
      headers,
      credentials: 'same-origin',
      body: form ?? (input.body === undefined ? null : JSON.stringify(input.body)),
      signal: input.signal ?? null,
    });
  }

  /** One refresh at a time in this tab. */
  const session = createSessionRefresher(() =>
    send(sessionEndpoints.refreshSession, {}).then((res) => res.ok),
  );

  async function toApiError(res: Response): Promise<ApiError> {
    const body = await readJson<ErrorBody | null>(res).catch(() => null);
    const message = body?.message ?? options.fallbackMessage();
    const { fields = {}, details = {} } = body ?? {};
    return new ApiError(res.status, body?.error ?? 'INTERNAL', message, fields, details, body);
  }

  /** `request(adminEndpoints.getDiscount, { params: { id }, signal })`: the typed answer. */
  async function request<E extends AnyEndpoint>(
    endpoint: E,
    ...args: RequestArgs<E>
  ): Promise<ResponseOf<E>> {
    const input: LooseRequestInput = args[0] ?? {};
    const sentAt = session.mark();
    let res = await send(endpoint, input);
    if (res.status === 401 && !endpoint.isPublic) {
      if (await session.renewSince(sentAt)) res = await send(endpoint, input);
      if (res.status === 401) {
        options.onSessionLost();
        throw await toApiError(res);
      }
    }
    if (!res.ok) throw await toApiError(res);
    input.onHeaders?.(res.headers);
    return readJson<ResponseOf<E>>(res);
  }

  return { request };
}
