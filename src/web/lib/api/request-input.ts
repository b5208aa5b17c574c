import type {
  AnyEndpoint,
  BodyOf,
  ParamsOf,
  PathParamName,
  QueryObject,
  QueryOf,
} from '#contracts/endpoints/endpoint.ts';

/** What a call adds to its descriptor: params, body and query exactly as the descriptor says. */
type ParamsInput<E extends AnyEndpoint> = [PathParamName<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: ParamsOf<E> };
type BodyInput<E extends AnyEndpoint> = [BodyOf<E>] extends [void]
  ? { body?: undefined }
  : { body: BodyOf<E> };
type QueryInput<E extends AnyEndpoint> = [QueryOf<E>] extends [void]
  ? { query?: undefined }
  : Partial<QueryOf<E>> extends QueryOf<E>
    ? { query?: QueryOf<E> }
    : { query: QueryOf<E> };

export interface RequestExtras {
  signal?: AbortSignal;
  /** Extra request headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
  /** Reads the successful answer's headers (the washer's day: a saved copy's date). */
  onHeaders?: (headers: Headers) => void;
}

export type RequestInput<E extends AnyEndpoint> = ParamsInput<E> &
  BodyInput<E> &
  QueryInput<E> &
  RequestExtras;

/** The input may be left out when nothing in it is required. */
export type RequestArgs<E extends AnyEndpoint> =
  Partial<RequestInput<E>> extends RequestInput<E>
    ? [input?: RequestInput<E>]
    : [input: RequestInput<E>];

/** Any call's input, as the client core reads it. */
export interface LooseRequestInput extends RequestExtras {
  params?: Readonly<Record<string, string | number>>;
  body?: unknown;
  query?: Readonly<QueryObject>;
}
