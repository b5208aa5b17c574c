/**
 * Photos of a job as proof of work (issue 23 point 4, decision 058): a washer adds them to
 * their own job (at most 10), staff who may see the order list and fetch them. Only the
 * re-encoded copy is stored (photo-image.ts), in the database so that every process serves
 * it; erasure and retention delete them with the order's personal data (customer-data).
 */
import { photoLimits, type OrderPhoto } from '#contracts/washer-day.ts';
import { helsinkiIsoString } from '#domain/calendar/helsinki-iso.ts';
import type { Database } from '#server/db/client.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import {
  countPhotos,
  findPhoto,
  findPhotoOrder,
  insertPhoto,
  listPhotos,
  lockPhotoOrder,
  type PhotoOrder,
} from './job-photos.repository';
import { storedCopyOf } from './photo-image';

/** The signed-in user, as the staff guard gives it. */
export interface PhotoActor {
  userId: number;
  name: string;
  role: 'admin' | 'office' | 'washer';
  washerId: number | null;
}

export interface PhotoFile {
  contentType: string;
  bytes: Buffer;
}

export const photoUrlOf = (orderId: number, photoId: number) =>
  `/api/order/${orderId}/photos/${photoId}`;

/** A washer's own job with its personal data: another washer's, or an erased one, is 404. */
const isOwnJob = (order: PhotoOrder | null, washerId: number | null): order is PhotoOrder =>
  order !== null && washerId !== null && order.washerId === washerId && !order.isAnonymised;

const tooMany = (orderId: number) =>
  new AppError('PHOTO_LIMIT_REACHED', `order ${orderId} has ${photoLimits.perJob} photos`);

export function createJobPhotosService(db: Database, clock: Clock) {
  return {
    /**
     * Refuses early what the upload cannot change (404 not the washer's job, 409 full), so
     * that a refused upload is not read or decoded.
     */
    async checkUpload(actor: PhotoActor, orderId: number): Promise<void> {
      if (!isOwnJob(await findPhotoOrder(db, orderId), actor.washerId)) throw notFound('job');
      if ((await countPhotos(db, orderId)) >= photoLimits.perJob) throw tooMany(orderId);
    },

    /** POST my/jobs/:orderId/photos after checkUpload: the copy, counted under the order's lock. */
    async addPhoto(actor: PhotoActor, orderId: number, upload: Buffer): Promise<{ id: number }> {
      const copy = await storedCopyOf(upload);
      const id = await db.transaction(async (tx) => {
        if (!isOwnJob(await lockPhotoOrder(tx, orderId), actor.washerId)) throw notFound('job');
        if ((await countPhotos(tx, orderId)) >= photoLimits.perJob) throw tooMany(orderId);
        return insertPhoto(tx, {
          orderId,
          takenAt: clock.now(),
          userId: actor.userId,
          userName: actor.name,
          ...copy,
        });
      });
      return { id };
    },

    /** GET order/:id/photos: the order's photos, oldest first. */
    async list(orderId: number): Promise<OrderPhoto[]> {
      if (!(await findPhotoOrder(db, orderId))) throw notFound('order');
      const rows = await listPhotos(db, orderId);
      return rows.map((row) => ({
        id: row.id,
        takenAt: helsinkiIsoString(row.takenAt),
        by: { id: row.userId, name: row.userName },
        url: photoUrlOf(orderId, row.id),
      }));
    },

    /** GET order/:id/photos/:photoId: staff any order's, a washer only their own job's (403). */
    async get(actor: PhotoActor, orderId: number, photoId: number): Promise<PhotoFile> {
      const order = await findPhotoOrder(db, orderId);
      if (!order) throw notFound('order');
      if (
        actor.role === 'washer' &&
        (actor.washerId === null || order.washerId !== actor.washerId)
      ) {
        throw new AppError(
          'FORBIDDEN',
          `washer ${actor.washerId} asked for a photo of order ${orderId}`,
        );
      }
      const photo = await findPhoto(db, orderId, photoId);
      if (!photo) throw notFound('photo');
      return photo;
    },
  };
}
export type JobPhotosService = ReturnType<typeof createJobPhotosService>;
