import type { Route } from './route-table';

/** The parts of the app's generated OpenAPI document that the route sweeps read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
}
export interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
}

/**
 * The route's operation in the OpenAPI document, and the route with its own parameter
 * names: where two routes share a place (`:a|:b`; decision 066 keeps one name) each has one.
 */
export function operationOf(route: Route, openApi: OpenApi): [Route, Operation | undefined] {
  let candidates = [route.path];
  for (const group of route.path.match(/:\w+(\|:\w+)+/g) ?? []) {
    const names = group.split('|');
    candidates = candidates.flatMap((c) => names.map((name) => c.replace(group, name)));
  }
  for (const path of candidates) {
    const operation = openApi.paths[path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
    if (operation) return [{ ...route, path }, operation];
  }
  return [route, undefined];
}
