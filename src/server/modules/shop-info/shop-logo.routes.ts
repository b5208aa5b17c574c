import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contracts/common.ts';
import { shopLogoImageQuerySchema, shopLogoSchema } from '#contracts/shop-logo.ts';
import { fileAnswer } from '#server/lib/file-answer.ts';
import { matchesIfNoneMatch } from '#server/lib/conditional-request.ts';
import { requireStaff } from '#server/plugins/authenticate.ts';
import { sendPublicAnswer } from '#server/plugins/public-answers.ts';
import { readSingleFile, singleFileLimits } from '#server/lib/single-file-upload.ts';
import { logoUpload } from './logo-upload';
import type { LogoImageName, ShopLogoService } from './shop-logo.service';

type Options = { shopLogo: ShopLogoService };

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
};

/** PUT and DELETE /api/settings/shop-info/logo: admins only (the role table). */
const adminLogoRoutes: FastifyPluginAsyncZod<Options> = async (app, { shopLogo }) => {
  await app.register(fastifyMultipart, { limits: singleFileLimits(logoUpload.maxBytes) });
  app.addHook('onRequest', requireStaff);
  app.put(
    '/settings/shop-info/logo',
    {
      config: { acceptsMultipart: true },
      schema: {
        summary: "Replaces the company's logo (multipart/form-data, file field `logo`)",
        description:
          'SVG or PNG, checked by content, at most 512 kB (400 naming `logo` otherwise). Stored as PNGs drawn from it: the logo within 600 × 200 px, a 32 px favicon and a 180 px home-screen icon.',
        consumes: ['multipart/form-data'],
        response: { 200: shopLogoSchema, ...errors, 415: errorResponseSchema },
      },
    },
    async (request) => shopLogo.upload(await readSingleFile(request, logoUpload)),
  );
  app.delete(
    '/settings/shop-info/logo',
    {
      schema: {
        summary: "Removes the company's logo: the product's own mark is shown again",
        response: { 200: shopLogoSchema, ...errors },
      },
    },
    async () => shopLogo.remove(),
  );
};

/** One of the logo's PNGs with its strong ETag; 304 when the browser has it. */
async function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  shopLogo: ShopLogoService,
  name: LogoImageName,
) {
  const file = (await shopLogo.state()).files[name];
  reply.header('etag', file.etag).header('x-content-type-options', 'nosniff');
  if (matchesIfNoneMatch(request.headers['if-none-match'], file.etag)) {
    return reply.code(304).send();
  }
  return reply.type('image/png').send(file.bytes);
}

const images = [
  ['/shop-info/logo.png', 'logo', "The company's logo (PNG, at most 600 × 200 px)"],
  ['/shop-info/favicon.png', 'favicon', "The site's icon (PNG, 32 × 32 px)"],
  ['/shop-info/apple-touch-icon.png', 'appleTouchIcon', 'The home-screen icon (PNG, 180 × 180 px)'],
] as const;

/**
 * The logo for everyone (issue 26 point 1, decision 077): what it is (JSON) and its images,
 * the product's own mark while none is uploaded. Cached by browsers, revalidated each time.
 */
export const shopLogoRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { shopLogo } = options;
  app.get(
    '/shop-info/logo',
    {
      config: { publicCacheControl: 'no-cache' },
      compress: false,
      schema: {
        summary: "Whether the company has uploaded a logo, its size and its images' version",
        description:
          'Served from memory until a change, with a strong ETag; If-None-Match naming it answers 304 (decision 043).',
        response: { 200: shopLogoSchema },
      },
    },
    async (request, reply) => sendPublicAnswer(request, reply, await shopLogo.metadataAnswer()),
  );
  for (const [url, name, summary] of images) {
    app.get(
      url,
      {
        // A new upload must show at the next page: caches revalidate, the ETag saves the bytes.
        config: { publicCacheControl: 'no-cache' },
        compress: false,
        schema: {
          summary,
          description:
            "The product's own mark while no logo is uploaded. `v` (the logo's version) only makes each upload a new address.",
          querystring: shopLogoImageQuerySchema,
          response: { 200: fileAnswer('image/png', 'the image'), 400: errorResponseSchema },
        },
      },
      async (request, reply) => sendImage(request, reply, shopLogo, name),
    );
  }
  await app.register(adminLogoRoutes, options);
};
