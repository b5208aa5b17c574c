/**
 * An endpoint descriptor: the method and path of one server route, and as phantom types what
 * it takes and answers. At run time it is three plain fields; the types exist only for the
 * client (web/lib/api), which builds the URL and types the answer from them. Descriptor
 * tables (customer.ts, admin.ts) import contract types with `import type` only, so that no
 * zod value enters the landing page's bundle.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The names of a path's `:name` parameters (Fastify's syntax): `'/a/:x/b/:y'` -> 'x' | 'y'. */
export type PathParamName<Path extends string> =
  Path extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PathParamName<`/${Rest}`>
    : Path extends `${string}:${infer Name}`
      ? Name
      : never;

/** A query string's values; undefined leaves the name out, booleans go as 'true'/'false'. */
export type QueryValue = string | number | boolean | undefined;
export type QueryObject = Record<string, QueryValue>;

export interface Endpoint<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Response = unknown,
  Body = unknown,
  Query = unknown,
> {
  readonly method: Method;
  /** Below /api, with `:name` parameters. */
  readonly path: Path;
  /**
   * True for the customer pages' calls and for the calls that check credentials themselves
   * (login, logout): their 401 is an answer, not a lapsed session to refresh.
   */
  readonly isPublic: boolean;
  /** Phantom: never set; carries the types from the table to the client. */
  readonly types?: { response: Response; body: Body; query: Query };
}

/** Any descriptor (the client's constraint). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<HttpMethod, string, any, any, any>;

export type ResponseOf<E extends AnyEndpoint> = NonNullable<E['types']>['response'];
export type BodyOf<E extends AnyEndpoint> = NonNullable<E['types']>['body'];
export type QueryOf<E extends AnyEndpoint> = NonNullable<E['types']>['query'];
export type ParamsOf<E extends AnyEndpoint> = Record<PathParamName<E['path']>, string | number>;

/**
 * `endpoint('PUT', '/discount/:id').returns<Discount, DiscountForm>()`: the route, then its
 * answer (null for a 204), body and query types (void: none).
 */
export function endpoint<const Method extends HttpMethod, const Path extends `/${string}`>(
  method: Method,
  path: Path,
  options: { isPublic?: boolean } = {},
) {
  const isPublic = options.isPublic ?? false;
  return {
    returns: <Response, Body = void, Query extends QueryObject | void = void>(): Endpoint<
      Method,
      Path,
      Response,
      Body,
      Query
    > => ({ method, path, isPublic }),
  };
}

/** A customer page's call: no session, so a 401 is never refreshed. */
export const publicEndpoint = <const Method extends HttpMethod, const Path extends `/${string}`>(
  method: Method,
  path: Path,
) => endpoint(method, path, { isPublic: true });
