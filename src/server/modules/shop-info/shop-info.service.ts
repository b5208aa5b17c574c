import { shopInfoSchema, type ShopInfo, type ShopInfoInput } from '#contracts/shop-info.ts';
import type { Database } from '#server/db/client.ts';
import type { CachedAnswer } from '#server/lib/cached-answer.ts';
import type { PublicAnswerCache } from '#server/lib/public-answer-cache.ts';
import { defaultShopInfo, withSwedishDefaults } from './shop-info-defaults';
import {
  findShopSetting,
  notifyShopSettingsChanged,
  upsertShopSetting,
} from './shop-info.repository';

/** The shop_settings key of the whole consumer information. */
const settingKey = 'shop_info';
/** The one key of the public answer. */
const publicAnswerKey = 'shop_info';

/**
 * The stored value as the contract has it; the defaults fill what is missing or no longer
 * valid (a field added later, a value written by an older version), so a read never fails.
 */
function toShopInfo(stored: unknown): ShopInfo {
  if (stored === null || typeof stored !== 'object') return defaultShopInfo;
  const merged = {
    ...defaultShopInfo,
    ...withSwedishDefaults(stored as Record<string, unknown>),
  };
  const parsed = shopInfoSchema.safeParse(merged);
  return parsed.success ? parsed.data : defaultShopInfo;
}

/**
 * The shop's consumer information (issue 15 point 4, decision 050): read by every customer
 * page, the terms page and every mail from memory (decision 043), written by the back
 * office in one transaction with its NOTIFY so every process drops its copy.
 */
export function createShopInfoService(db: Database, answers: PublicAnswerCache) {
  const answer = (): Promise<CachedAnswer> =>
    answers.get(publicAnswerKey, async () => {
      const info = toShopInfo(await findShopSetting(db, settingKey));
      return { json: JSON.stringify(info) };
    });

  return {
    /** GET /api/shop-info's answer as JSON bytes, from memory until it changes. */
    publicAnswer: answer,

    /** The information now (from the same kept answer). */
    async get(): Promise<ShopInfo> {
      const kept = await answer();
      return JSON.parse(kept.identity.body.toString('utf8')) as ShopInfo;
    },

    /**
     * Replaces the information; fields the input leaves out (decision 076's, from a client of
     * the older contract) stay as they were. The next read in any process sees it.
     */
    async update(input: ShopInfoInput): Promise<ShopInfo> {
      const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      const info = await db.transaction(async (tx) => {
        const current = toShopInfo(await findShopSetting(tx, settingKey, { forUpdate: true }));
        const merged = shopInfoSchema.parse({ ...current, ...given });
        await upsertShopSetting(tx, settingKey, merged);
        await notifyShopSettingsChanged(tx);
        return merged;
      });
      answers.drop(publicAnswerKey);
      return info;
    },
  };
}
export type ShopInfoService = ReturnType<typeof createShopInfoService>;

/** The company as a calendar event's ORGANIZER (decision 063): the seller's name and e-mail. */
export async function companyOrganizer(
  shopInfo: Pick<ShopInfoService, 'get'>,
): Promise<{ name: string; email: string }> {
  const info = await shopInfo.get();
  return { name: info.sellerName, email: info.email };
}
