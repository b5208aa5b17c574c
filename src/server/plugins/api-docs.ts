import fastifySwagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import {
  isDescribed,
  operationIdOf,
  secretParametersOf,
  secretPathParameters,
  securityOf,
  securitySchemes,
} from './api-docs-operations';

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type TransformObject = NonNullable<FastifyDynamicSwaggerOptions['transformObject']>;
interface JsonObjectSchema {
  properties?: Record<string, { description?: string }>;
}

/**
 * Each route's schema (zod, as JSON Schema) with what the route's guard says about it:
 * its security requirements and, for a secret link, which path parameter is the key. The
 * web app's pages and the Paytrail simulator are left out (decision 066).
 */
const describeRoute: Transform = (document) => {
  if (!isDescribed(document.url)) return { schema: { hide: true }, url: document.url };
  const { schema, url } = jsonSchemaTransform(document);
  if ((schema as { hide?: boolean }).hide) return { schema, url };
  const security = securityOf(document.route);
  const described: Record<string, unknown> = { ...schema, security };
  const secrets = security.length === 0 ? secretParametersOf(url) : [];
  if (secrets.length > 0) {
    described['x-secret-in-path'] = secrets;
    const params = (schema as { params?: JsonObjectSchema }).params;
    for (const name of secrets) {
      const property = params?.properties?.[name];
      if (property && !property.description) property.description = secretPathParameters[name];
    }
  }
  return { schema: described, url };
};

interface DocumentOperation {
  operationId?: string;
  responses?: Record<string, { content?: unknown }>;
}

/**
 * Every operation gets an `operationId` from its method and path, unless it set one; a 204
 * answer has no body, so no content (the route's `z.null()` is only Fastify's serializer).
 */
const finishDocument: TransformObject = (documentObject) => {
  const document = (
    'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject
  ) as { paths?: Record<string, Record<string, DocumentOperation>> };
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      operation.operationId ??= operationIdOf(method, path);
      if (operation.responses?.['204']) delete operation.responses['204'].content;
    }
  }
  return document;
};

/**
 * OpenAPI generated from the route schemas, browsable at /api/docs outside production, its
 * JSON at /api/docs/json. api-docs.test.ts validates it with swagger-parser and lints it with
 * Redocly's recommended rules (decision 066).
 */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Ikkunanpesu API',
        version: '1',
        description:
          'Window-cleaning orders: the customer calculator and checkout, the order page of a secret link, and the back office (a session cookie; the role table decides). See docs/api.md.',
      },
      // The document is served by the API it describes.
      servers: [{ url: '/', description: 'this server' }],
      components: { securitySchemes },
    },
    transform: describeRoute,
    transformObject: finishDocument,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
