import type { Language } from '#contracts/messages.ts';
import { demoSeller, type ShopInfo } from '#contracts/shop-info.ts';
import { orderTerms } from '../order/order-texts';

const termsText = (language: Language) => Object.values(orderTerms[language].items).join('\n\n');

/**
 * What a fresh install shows until staff save their own (decision 050): the demo company
 * (a production start warns while it is, decision 074) and today's terms of order, Swedish
 * included (decision 078).
 */
export const defaultShopInfo: ShopInfo = {
  ...demoSeller,
  termsFi: termsText('fi'),
  termsEn: termsText('en'),
  termsSv: termsText('sv'),
};

/** Each Swedish text with the Finnish one it translates. */
const swedishOf = [
  ['termsSv', 'termsFi'],
  ['serviceHoursSv', 'serviceHoursFi'],
] as const;

/**
 * The Swedish texts of information saved before Swedish existed (decision 078): the default
 * Swedish translates the default Finnish, so it stands only beside the default Finnish; beside
 * the company's own Finnish text it stays empty, and Swedish customers read the company's
 * own Finnish rather than terms or hours the company never gave.
 */
export function withSwedishDefaults(stored: Record<string, unknown>): Record<string, unknown> {
  const filled = { ...stored };
  for (const [sv, fi] of swedishOf) {
    if (sv in stored) continue;
    const isDefaultFinnish = !(fi in stored) || stored[fi] === defaultShopInfo[fi];
    filled[sv] = isDefaultFinnish ? defaultShopInfo[sv] : '';
  }
  return filled;
}
