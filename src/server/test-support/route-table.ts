import type { FastifyInstance } from 'fastify';

export interface Route {
  method: string;
  /** Fastify's path, parameters as `:name` (`:a|:b` where two routes share a place). */
  path: string;
}

/**
 * Every route of a ready app, read from Fastify's own printed route tree (commonPrefix
 * off), so a test covers new routes without a list kept by hand.
 */
export function routeTable(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const start = line.search(/[^│├└─\s]/);
    if (start < 0) continue;
    const depth = Math.floor(start / 4);
    const match = /^(.*?)(?: \(([^)]*)\))?$/.exec(line.slice(start))!;
    const path = (stack[depth - 1] ?? '') + match[1]!;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[2] ?? '').split(',').map((m) => m.trim())) {
      if (method) routes.push({ method, path });
    }
  }
  return routes;
}
