import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { customerEndpoints } from '#contracts/endpoints/customer.ts';
import type { AnyEndpoint } from '#contracts/endpoints/endpoint.ts';
import {
  adminResponses,
  customerResponses,
  sessionResponses,
  type Answer,
} from '#contracts/endpoints/responses.ts';
import { sessionEndpoints } from '#contracts/endpoints/session.ts';
import { operationOf, type OpenApi, type Operation } from './test-support/openapi';
import { routeTable, type Route } from './test-support/route-table';
import { createTestApp, type TestApp } from './test-support/test-app';

/**
 * The web app's endpoint tables (contracts/endpoints) against the built app: every
 * descriptor is a route (method, and path with Fastify's `:param` names), and its answer
 * schema (responses.ts, whose types tsc holds to the descriptors') is the one the route
 * declares, compared as the JSON schema of the app's OpenAPI document. A change on either
 * side that the other does not follow fails here.
 */

type Responses = Record<string, { content?: Record<string, { schema?: unknown }> }>;

const tables: [string, Record<string, AnyEndpoint>, Record<string, Answer>][] = [
  ['customer', customerEndpoints, customerResponses],
  ['admin', adminEndpoints, adminResponses],
  ['session', sessionEndpoints, sessionResponses],
];
const cases = tables.flatMap(([table, endpoints, answers]) =>
  Object.entries(endpoints).map(([name, endpoint]) => ({
    label: `${table}.${name}: ${endpoint.method} ${endpoint.path}`,
    endpoint,
    answer: answers[name]!,
  })),
);

/** A route's path with each shared place (`:a|:b`) spelt out as each of its names. */
function spellings(path: string): string[] {
  let paths = [path];
  for (const group of path.match(/:\w+(\|:\w+)+/g) ?? []) {
    paths = paths.flatMap((p) => group.split('|').map((name) => p.replace(group, name)));
  }
  return paths;
}

/** The nullable union as fastify-type-provider-zod writes it for OpenAPI 3.0. */
function collapseNullBranch(ctx: { zodSchema: unknown; jsonSchema: Record<string, unknown> }) {
  const anyOf = ctx.jsonSchema.anyOf;
  if (!(ctx.zodSchema instanceof z.ZodUnion) || !Array.isArray(anyOf)) return;
  const isNull = (s: Record<string, unknown>) =>
    s.nullable === true && Array.isArray(s.enum) && s.enum.length === 1 && s.enum[0] === null;
  const branches = anyOf.filter((s: Record<string, unknown>) => Object.keys(s).length > 0);
  const others = branches.filter((s: Record<string, unknown>) => !isNull(s));
  ctx.jsonSchema.anyOf = branches;
  if (others.length === branches.length || others.length === 0) return;
  if (others.length === 1) {
    delete ctx.jsonSchema.anyOf;
    Object.assign(ctx.jsonSchema, others[0], { nullable: true });
  } else {
    ctx.jsonSchema.anyOf = others;
    ctx.jsonSchema.nullable = true;
  }
}

/**
 * The shape of an answer's JSON schema: a route may describe an answer at its top (which
 * case of the Idempotency-Key it is), which says nothing about its shape.
 */
function shapeOf(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(Object.entries(schema).filter(([key]) => key !== 'description'));
}

/** The schema's JSON schema as the app's OpenAPI document states an answer (3.0, output). */
function openApiSchemaOf(schema: z.ZodType): unknown {
  const { $schema: _schema, ...rest } = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io: 'output',
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
    override: collapseNullBranch,
  });
  return shapeOf(rest);
}

/** The statuses a route answers when it succeeds, and what the descriptor's answer says. */
const successStatuses = (responses: Responses) =>
  Object.keys(responses)
    .filter((status) => /^2\d\d$/.test(status))
    .sort();
function expectedStatuses(answer: Answer): string[] {
  if (answer.kind === 'json') return answer.statuses.map(String).sort();
  return answer.kind === 'no-content' ? ['204'] : ['200', '204'];
}

describe('endpoint tables against the server', () => {
  let t: TestApp;
  let routes: Route[];
  let openApi: OpenApi;

  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
    routes = routeTable(t.app);
    openApi = t.app.swagger() as unknown as OpenApi;
  });
  afterAll(() => t.close());

  it.each(cases)('$label is a route answering its schema', ({ endpoint, answer }) => {
    const path = `/api${endpoint.path}`;
    const route = routes.find(
      (r) => r.method === endpoint.method && spellings(r.path).includes(path),
    );
    expect(route, 'a route of the app').toBeDefined();
    // Where routes share a place, the document names each route's own parameter.
    const [named, operation] = operationOf(route!, openApi);
    expect(named.path, "the route's own parameter names").toBe(path);
    const responses = (operation as (Operation & { responses?: Responses }) | undefined)?.responses;
    expect(responses, 'the route in the OpenAPI document').toBeDefined();
    expect(successStatuses(responses!)).toEqual(expectedStatuses(answer));
    if (answer.kind === 'no-content') return;
    const jsonStatuses = answer.kind === 'json' ? answer.statuses : [200];
    for (const status of jsonStatuses) {
      const declared = responses![String(status)]?.content?.['application/json']?.schema;
      expect(shapeOf(declared), `the ${status} answer's schema`).toEqual(
        openApiSchemaOf(answer.schema),
      );
    }
  });
});
