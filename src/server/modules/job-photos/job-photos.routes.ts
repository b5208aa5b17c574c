import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAnswer } from '#server/lib/file-answer.ts';
import { errorResponseSchema, idParamsSchema } from '#contracts/common.ts';
import {
  jobPhotoCreatedSchema,
  orderIdParamsSchema,
  orderPhotoSchema,
  photoParamsSchema,
} from '#contracts/washer-day.ts';
import { adminSessionOf, requireStaff } from '#server/plugins/authenticate.ts';
import type { JobPhotosService, PhotoActor, PhotoFile } from './job-photos.service';
import { readSingleFile, singleFileLimits } from '#server/lib/single-file-upload.ts';
import { photoUpload } from './photo-upload';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

const actorOf = (request: FastifyRequest): PhotoActor => {
  const { userId, name, role, washerId } = adminSessionOf(request);
  return { userId, name, role, washerId };
};

/** The image itself, shown in the page (inline), never sniffed as anything else. */
const sendPhoto = (reply: FastifyReply, photo: PhotoFile, photoId: number) =>
  reply
    .type(photo.contentType)
    .header('content-disposition', `inline; filename="photo-${photoId}.jpg"`)
    .header('x-content-type-options', 'nosniff')
    .send(photo.bytes);

/**
 * Photos as proof of work (issue 23 point 4, decision 058): POST my/jobs/{orderId}/photos
 * (the washer, multipart), GET order/{id}/photos (admin, office) and
 * GET order/{id}/photos/{photoId} (staff; a washer only of their own job). Multipart is
 * parsed in this plugin only; the rest of the app takes JSON bodies alone.
 */
export const jobPhotosRoutes: FastifyPluginAsyncZod<{ photos: JobPhotosService }> = async (
  app,
  { photos },
) => {
  await app.register(fastifyMultipart, { limits: singleFileLimits(photoUpload.maxBytes) });
  app.addHook('onRequest', requireStaff);

  app.post(
    '/my/jobs/:orderId/photos',
    {
      config: { acceptsMultipart: true },
      schema: {
        summary: "Adds a photo to the washer's own job (multipart/form-data, file field `photo`)",
        description:
          "JPEG, PNG, WebP or HEIC, checked by content (415 otherwise), at most 10 MB (413) and 10 photos a job (409). Stored re-encoded as JPEG, at most 2000 px, without metadata. Another washer's job or an unknown one 404.",
        consumes: ['multipart/form-data'],
        params: orderIdParamsSchema,
        response: {
          201: jobPhotoCreatedSchema,
          ...errors,
          409: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { orderId } = request.params;
      await photos.checkUpload(actor, orderId);
      const upload = await readSingleFile(request, photoUpload);
      return reply.code(201).send(await photos.addPhoto(actor, orderId, upload));
    },
  );

  app.get(
    '/order/:id/photos',
    {
      schema: {
        summary: "An order's photos, oldest first (back office)",
        params: idParamsSchema,
        response: { 200: z.array(orderPhotoSchema), ...errors },
      },
    },
    async (request) => photos.list(request.params.id),
  );

  app.get(
    '/order/:id/photos/:photoId',
    {
      // A personal file: never kept by any cache (security-headers.ts).
      config: { isPrivateFile: true },
      schema: {
        summary: 'One photo of an order: the image (image/jpeg)',
        description:
          "Staff who may see the order; a washer only their own job's photos (403 otherwise). A photo of another order 404.",
        params: photoParamsSchema,
        response: { 200: fileAnswer('image/jpeg', 'the image'), ...errors },
      },
    },
    async (request, reply) => {
      const { id, photoId } = request.params;
      return sendPhoto(reply, await photos.get(actorOf(request), id, photoId), photoId);
    },
  );
};
