import type { QueryObject } from '#contracts/endpoints/endpoint.ts';

/** The path with each `:name` replaced by its parameter, encoded as one path segment. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}) {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=x` from the query object (undefined values left out), or '' when there is none. */
export function queryString(query: Readonly<QueryObject> = {}) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}
