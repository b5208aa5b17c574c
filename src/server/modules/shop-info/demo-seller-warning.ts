import type { FastifyBaseLogger } from 'fastify';
import { demoSellerFields } from '#contracts/shop-info.ts';
import type { ShopInfoService } from './shop-info.service';

/**
 * A production start while the seller's facts are still the demo company's (decision 074)
 * logs which to set and where: otherwise a company goes live selling under someone else's
 * business ID. Returns whether it warned.
 */
export async function warnWhenSellingAsTheDemo(
  shopInfo: Pick<ShopInfoService, 'get'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<boolean> {
  const fields = demoSellerFields(await shopInfo.get());
  if (fields.length === 0) return false;
  log.warn(
    { fields },
    `The seller's details are still the demo company's (${fields.join(', ')}): customers see ` +
      "them on every page, mail and receipt. Save the company's own in the back office, " +
      'Settings → "Myyjän tiedot ja ehdot" (PUT /api/settings/shop-info).',
  );
  return true;
}
