import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoLimits, type OrderPhoto } from '#contracts/washer-day.ts';
import type { TestSession } from '#server/test-support/admin-session.ts';
import {
  addPhoto,
  createPhotoWorld,
  heicPhoto,
  jpegWithGps,
  multipart,
  noisyJpeg,
  photoRowsOf,
  pngClaiming,
  pngPhoto,
  uploadPhoto,
  webpPhoto,
} from '#server/test-support/job-photos.ts';

type World = Awaited<ReturnType<typeof createPhotoWorld>>;

/** The error code and status of an answer. */
const refusal = (res: { statusCode: number; json: () => unknown }) => [
  res.statusCode,
  (res.json() as { error: string }).error,
];

/**
 * Photos as proof of work (issue 23 point 4): the washer's upload of their own job, checked
 * by content and size, stored as a re-encoded copy without metadata; the office's list; the
 * image for staff who may see the order.
 */
describe('job photos', () => {
  let w: World;
  let jobOfMikko: number;
  let jobOfVille: number;
  beforeAll(async () => {
    w = await createPhotoWorld();
    jobOfMikko = (await w.job(w.mikko.washerId, 8)).id;
    jobOfVille = (await w.job(w.ville.washerId, 10)).id;
  });
  afterAll(() => w.t.close());

  const image = (session: TestSession | null, orderId: number, photoId: number) => {
    const request = { method: 'GET', url: `/api/order/${orderId}/photos/${photoId}` } as const;
    return session ? session.inject(request) : w.t.app.inject(request);
  };
  const list = (session: TestSession, orderId: number) =>
    session.inject({ method: 'GET', url: `/api/order/${orderId}/photos` });
  /** The stored copy as the back office fetches it, read back by sharp. */
  async function storedCopy(orderId: number, photoId: number) {
    const res = await image(w.office.session, orderId, photoId);
    expect(res.statusCode).toBe(200);
    return { res, meta: await sharp(res.rawPayload).metadata() };
  }

  it('stores a phone JPEG upright, at most 2000 px, with no EXIF or GPS left', async () => {
    // 3000x2000 stored sideways (orientation 6): upright it is 2000x3000, then 1333x2000.
    const upload = await jpegWithGps(3000, 2000, 6);
    const original = await sharp(upload).metadata();
    expect(original.exif).toBeDefined();
    expect(original.orientation).toBe(6);
    const id = await addPhoto(w.mikko.session, jobOfMikko, upload);
    const { res, meta } = await storedCopy(jobOfMikko, id);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(meta).toMatchObject({ format: 'jpeg', width: 1333, height: 2000 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(res.rawPayload.includes(Buffer.from('TestPhone'))).toBe(false);
  });

  it('takes PNG, WebP and HEIC by their content, and keeps a small one at its size', async () => {
    const cases: [string, Buffer, number, number][] = [
      ['png, wide', await pngPhoto(4000, 1000), 2000, 500],
      ['webp', await webpPhoto(300, 200), 300, 200],
      ['heic (iPhone)', heicPhoto(), 480, 320],
    ];
    for (const [what, upload, width, height] of cases) {
      const id = await addPhoto(w.mikko.session, jobOfMikko, upload);
      const { meta } = await storedCopy(jobOfMikko, id);
      expect([what, meta.format, meta.width, meta.height, meta.exif]).toEqual([
        what,
        'jpeg',
        width,
        height,
        undefined,
      ]);
    }
  });

  it('judges by content, never by name or declared type', async () => {
    const before = (await photoRowsOf(w.db, jobOfMikko)).length;
    const text = await uploadPhoto(w.mikko.session, jobOfMikko, {
      filename: 'photo.jpg',
      type: 'image/jpeg',
      bytes: 'Tämä on tekstiä, ei kuva.',
    });
    expect(refusal(text)).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    // A JPEG's first bytes and nothing decodable after them.
    const broken = await uploadPhoto(w.mikko.session, jobOfMikko, {
      bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]),
    });
    expect(refusal(broken)).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    // A HEIC's header and half its data: libheif (in its worker) cannot decode it.
    const heic = heicPhoto();
    const cut = await uploadPhoto(w.mikko.session, jobOfMikko, heic.subarray(0, heic.length >> 1));
    expect(refusal(cut)).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const gif = Buffer.from(
      'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
      'base64',
    );
    expect(refusal(await uploadPhoto(w.mikko.session, jobOfMikko, gif))).toEqual([
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ]);
    expect((await photoRowsOf(w.db, jobOfMikko)).length).toBe(before);
    const named = await uploadPhoto(w.mikko.session, jobOfMikko, {
      filename: 'notes.txt',
      type: 'text/plain',
      bytes: await jpegWithGps(64, 48),
    });
    expect(named.statusCode).toBe(201);
  });

  it('takes a photo of almost 10 MB: the app-wide JSON body limit does not apply', async () => {
    const upload = await noisyJpeg(3300, 2600);
    expect(upload.length).toBeGreaterThan(8 * 1024 * 1024);
    expect(upload.length).toBeLessThanOrEqual(photoLimits.maxBytes);
    const { meta } = await storedCopy(
      jobOfMikko,
      await addPhoto(w.mikko.session, jobOfMikko, upload),
    );
    expect([meta.width, meta.height]).toEqual([2000, 1576]);
  });

  it('refuses over 10 MB (413) and a decompression bomb (413), storing nothing', async () => {
    const before = (await photoRowsOf(w.db, jobOfMikko)).length;
    const huge = Buffer.alloc(photoLimits.maxBytes + 1, 0);
    huge.set([0xff, 0xd8, 0xff]);
    expect(refusal(await uploadPhoto(w.mikko.session, jobOfMikko, huge))).toEqual([
      413,
      'PAYLOAD_TOO_LARGE',
    ]);
    const bomb = await pngClaiming(20_000, 20_000);
    expect(refusal(await uploadPhoto(w.mikko.session, jobOfMikko, bomb))).toEqual([
      413,
      'PAYLOAD_TOO_LARGE',
    ]);
    expect((await photoRowsOf(w.db, jobOfMikko)).length).toBe(before);
  });

  it('takes one multipart file named photo, and refuses other bodies', async () => {
    const jpeg = await jpegWithGps(64, 48);
    const other = await uploadPhoto(w.mikko.session, jobOfMikko, { field: 'kuva', bytes: jpeg });
    expect(refusal(other)).toEqual([400, 'VALIDATION_FAILED']);
    expect(other.json()).toMatchObject({ fields: { photo: expect.any(String) } });
    const two = await uploadPhoto(w.mikko.session, jobOfMikko, [{ bytes: jpeg }, { bytes: jpeg }]);
    expect(refusal(two)).toEqual([400, 'VALIDATION_FAILED']);
    expect(two.json()).toMatchObject({ fields: { photo: expect.any(String) } });
    const url = `/api/my/jobs/${jobOfMikko}/photos`;
    const json = await w.mikko.session.inject({ method: 'POST', url, payload: {} });
    expect(refusal(json)).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const text = await w.mikko.session.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(refusal(text)).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    // The Origin check stands for multipart (CSRF).
    const foreign = await w.mikko.session.inject({
      method: 'POST',
      url,
      ...multipart([{ bytes: jpeg }]),
      headers: { ...multipart([]).headers, origin: 'https://evil.example' },
    });
    expect(refusal(foreign)).toEqual([403, 'FORBIDDEN']);
  });

  it("keeps a washer to their own job: another washer's or an unknown job is 404", async () => {
    const jpeg = await jpegWithGps(64, 48);
    const before = (await photoRowsOf(w.db, jobOfVille)).length;
    expect(refusal(await uploadPhoto(w.mikko.session, jobOfVille, jpeg))).toEqual([
      404,
      'NOT_FOUND',
    ]);
    expect(refusal(await uploadPhoto(w.mikko.session, 999_999, jpeg))).toEqual([404, 'NOT_FOUND']);
    expect((await photoRowsOf(w.db, jobOfVille)).length).toBe(before);
    // Only washers upload (the role table); staff are refused before anything is read.
    expect(refusal(await uploadPhoto(w.office.session, jobOfMikko, jpeg))).toEqual([
      403,
      'FORBIDDEN',
    ]);
    expect(refusal(await uploadPhoto(w.admin, jobOfMikko, jpeg))).toEqual([403, 'FORBIDDEN']);
  });

  it('takes at most 10 photos a job: the 11th is 409', async () => {
    const job = (await w.job(w.mikko.washerId, 14)).id;
    const jpeg = await jpegWithGps(64, 48);
    for (let i = 0; i < photoLimits.perJob; i++) await addPhoto(w.mikko.session, job, jpeg);
    expect(refusal(await uploadPhoto(w.mikko.session, job, jpeg))).toEqual([
      409,
      'PHOTO_LIMIT_REACHED',
    ]);
    expect((await photoRowsOf(w.db, job)).length).toBe(photoLimits.perJob);
  });

  it('lists the photos of an order for admin and office, oldest first', async () => {
    const job = (await w.job(w.ville.washerId, 16)).id;
    const first = await addPhoto(w.ville.session, job, await jpegWithGps(64, 48));
    const second = await addPhoto(w.ville.session, job, await pngPhoto(64, 48));
    for (const session of [w.office.session, w.admin]) {
      const res = await list(session, job);
      expect(res.statusCode).toBe(200);
      const photos = res.json<OrderPhoto[]>();
      expect(photos.map((p) => p.id)).toEqual([first, second]);
      expect(photos[0]).toEqual({
        id: first,
        takenAt: '2026-11-23T08:00:00+02:00',
        by: { id: w.ville.id, name: w.ville.name },
        url: `/api/order/${job}/photos/${first}`,
      });
    }
    expect((await list(w.office.session, 999_999)).statusCode).toBe(404);
    const empty = await list(w.office.session, (await w.job(w.ville.washerId, 18)).id);
    expect([empty.statusCode, empty.json()]).toEqual([200, []]);
    // The list is the office's: a washer uses their own job's urls.
    expect(refusal(await list(w.ville.session, job))).toEqual([403, 'FORBIDDEN']);
  });

  it('serves the image to staff and to the washer of the job only, private and never sniffed', async () => {
    const id = await addPhoto(w.ville.session, jobOfVille, await jpegWithGps(64, 48));
    for (const session of [w.admin, w.office.session, w.ville.session]) {
      const res = await image(session, jobOfVille, id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const anonymous = await image(null, jobOfVille, id);
    expect(refusal(anonymous)).toEqual([401, 'UNAUTHORIZED']);
    const otherWasher = await image(w.mikko.session, jobOfVille, id);
    expect(refusal(otherWasher)).toEqual([403, 'FORBIDDEN']);
    expect(otherWasher.headers['cache-control']).toBe('no-store');
    // A photo asked for under another order, or an unknown one: 404.
    expect(refusal(await image(w.office.session, jobOfMikko, id))).toEqual([404, 'NOT_FOUND']);
    expect(refusal(await image(w.office.session, jobOfVille, 999_999))).toEqual([404, 'NOT_FOUND']);
    expect(refusal(await image(w.office.session, 999_999, id))).toEqual([404, 'NOT_FOUND']);
  });
});
