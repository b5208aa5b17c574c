import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { ShopLogo } from '#contracts/shop-logo.ts';
import type { Database } from '#server/db/client.ts';
import type { CachedAnswer } from '#server/lib/cached-answer.ts';
import type { PublicAnswerCache } from '#server/lib/public-answer-cache.ts';
import { builtInLogoSvg } from './built-in-logo';
import { logoImagesOf, type LogoImages } from './logo-image';
import {
  deleteShopSetting,
  findShopSetting,
  notifyShopSettingsChanged,
  upsertShopSetting,
} from './shop-info.repository';

/** The shop_settings key of the uploaded logo's images (PNG bytes in base64). */
const settingKey = 'shop_logo';
/** The public answers: the images with their metadata, and the metadata alone (JSON). */
const imagesKey = 'shop_logo_images';
const metadataKey = 'shop_logo';

const base64 = z.base64().max(2_000_000);
const storedLogoSchema = z.object({
  logo: base64,
  favicon: base64,
  appleTouchIcon: base64,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export type LogoImageName = 'logo' | 'favicon' | 'appleTouchIcon';

export interface LogoFile {
  bytes: Buffer;
  /** A strong ETag: a hash of the bytes. */
  etag: string;
}

export interface LogoState {
  metadata: ShopLogo;
  files: Record<LogoImageName, LogoFile>;
}

const hashOf = (bytes: Buffer) =>
  createHash('sha256').update(bytes).digest('base64url').slice(0, 22);

type StoredLogo = z.infer<typeof storedLogoSchema>;

const storedOf = (images: LogoImages): StoredLogo => ({
  width: images.width,
  height: images.height,
  logo: images.logo.toString('base64'),
  favicon: images.favicon.toString('base64'),
  appleTouchIcon: images.appleTouchIcon.toString('base64'),
});

/** The kept answer: the stored value and whether it is an upload. */
const answerJson = (stored: StoredLogo, isCustom: boolean) =>
  JSON.stringify({ ...stored, isCustom });

/** Decoded once per kept answer. */
const decoded = new WeakMap<CachedAnswer, LogoState>();
function stateOf(answer: CachedAnswer): LogoState {
  const known = decoded.get(answer);
  if (known) return known;
  const value = JSON.parse(answer.identity.body.toString('utf8')) as StoredLogo & {
    isCustom: boolean;
  };
  const file = (name: LogoImageName): LogoFile => {
    const bytes = Buffer.from(value[name], 'base64');
    return { bytes, etag: `"${hashOf(bytes)}"` };
  };
  const files = {
    logo: file('logo'),
    favicon: file('favicon'),
    appleTouchIcon: file('appleTouchIcon'),
  };
  const state: LogoState = {
    metadata: {
      isCustom: value.isCustom,
      width: value.width,
      height: value.height,
      version: hashOf(
        Buffer.concat([files.logo.bytes, files.favicon.bytes, files.appleTouchIcon.bytes]),
      ),
    },
    files,
  };
  decoded.set(answer, state);
  return state;
}

/**
 * The company's logo (issue 26 point 1, decision 077): an upload is made into PNGs and kept
 * under its own shop_settings key; without one, the product's mark. Read from memory until a
 * change, which every process hears (decision 043), like the shop's details.
 */
export function createShopLogoService(db: Database, answers: PublicAnswerCache) {
  let builtIn: Promise<string> | undefined;
  const builtInAnswer = () =>
    (builtIn ??= logoImagesOf(Buffer.from(builtInLogoSvg)).then(
      (images) => answerJson(storedOf(images), false),
      (error: unknown) => {
        builtIn = undefined;
        throw error;
      },
    ));

  const imagesAnswer = () =>
    answers.get(imagesKey, async () => {
      const stored = storedLogoSchema.safeParse(await findShopSetting(db, settingKey));
      if (!stored.success) return { json: await builtInAnswer() };
      return { json: answerJson(stored.data, true) };
    });

  const state = async () => stateOf(await imagesAnswer());

  const changed = async (write: (tx: Database) => Promise<void>): Promise<ShopLogo> => {
    await db.transaction(async (tx) => {
      await write(tx);
      await notifyShopSettingsChanged(tx);
    });
    answers.drop(imagesKey);
    answers.drop(metadataKey);
    return (await state()).metadata;
  };

  return {
    /** The images and what they are, from memory until a change. */
    state,

    /** GET /api/shop-info/logo's answer as JSON bytes. */
    metadataAnswer: () =>
      answers.get(metadataKey, async () => ({ json: JSON.stringify((await state()).metadata) })),

    /** Makes the images of an upload and keeps them; VALIDATION_FAILED when it is no logo. */
    async upload(bytes: Buffer): Promise<ShopLogo> {
      const images = storedOf(await logoImagesOf(bytes));
      return changed((tx) => upsertShopSetting(tx, settingKey, images));
    },

    /** Back to the product's mark. */
    remove: () => changed((tx) => deleteShopSetting(tx, settingKey)),
  };
}
export type ShopLogoService = ReturnType<typeof createShopLogoService>;
