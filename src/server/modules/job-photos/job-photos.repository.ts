import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { orderPhotos, orders } from '#server/db/schema/index.ts';

/** Whose job an order is, and whether it still has its personal data. */
export interface PhotoOrder {
  id: number;
  washerId: number | null;
  isAnonymised: boolean;
}

const photoOrderColumns = {
  id: orders.id,
  washerId: orders.cleanerId,
  anonymisedAt: orders.anonymisedAt,
};

const toPhotoOrder = (row: { id: number; washerId: number | null; anonymisedAt: Date | null }) => ({
  id: row.id,
  washerId: row.washerId,
  isAnonymised: row.anonymisedAt !== null,
});

export async function findPhotoOrder(db: Database, orderId: number): Promise<PhotoOrder | null> {
  const [row] = await db.select(photoOrderColumns).from(orders).where(eq(orders.id, orderId));
  return row ? toPhotoOrder(row) : null;
}

/** The order locked for the photo count (two uploads at once cannot both be the 10th). */
export async function lockPhotoOrder(tx: Database, orderId: number): Promise<PhotoOrder | null> {
  const [row] = await tx
    .select(photoOrderColumns)
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row ? toPhotoOrder(row) : null;
}

export async function countPhotos(db: Database, orderId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orderPhotos)
    .where(eq(orderPhotos.orderId, orderId));
  return row?.n ?? 0;
}

export type NewOrderPhoto = Omit<typeof orderPhotos.$inferInsert, 'id'>;

export async function insertPhoto(tx: Database, photo: NewOrderPhoto): Promise<number> {
  const [row] = await tx.insert(orderPhotos).values(photo).returning({ id: orderPhotos.id });
  return row!.id;
}

/** The order's photos without their bytes, oldest first. */
export async function listPhotos(db: Database, orderId: number) {
  return db
    .select({
      id: orderPhotos.id,
      takenAt: orderPhotos.takenAt,
      userId: orderPhotos.userId,
      userName: orderPhotos.userName,
    })
    .from(orderPhotos)
    .where(eq(orderPhotos.orderId, orderId))
    .orderBy(asc(orderPhotos.takenAt), asc(orderPhotos.id));
}

/** One photo of this order with its bytes, or null (also when it belongs to another order). */
export async function findPhoto(db: Database, orderId: number, photoId: number) {
  const [row] = await db
    .select({ contentType: orderPhotos.contentType, bytes: orderPhotos.bytes })
    .from(orderPhotos)
    .where(and(eq(orderPhotos.orderId, orderId), eq(orderPhotos.id, photoId)));
  return row ?? null;
}
