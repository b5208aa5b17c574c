/**
 * How the pages name the shop's customer service (decision 076). Without zod: the landing
 * page's first load imports these (its budget, bench/bundle-size.ts).
 */
import type { ShopInfo } from './shop-info';

/**
 * A phone number as a `tel:` link: Finnish numbers as written ("010 123 4567") become
 * international (+358 and the number without its trunk 0); one written with + stays.
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? digits : digits.replace(/^0/, '+358')}`;
}

/**
 * When the phone is answered, in the page's language: English, Swedish when staff wrote it
 * (decision 078), else Finnish.
 */
export function serviceHours(
  info: Pick<ShopInfo, 'serviceHoursFi' | 'serviceHoursEn' | 'serviceHoursSv'>,
  language: string,
): string {
  if (language === 'en') return info.serviceHoursEn;
  if (language === 'sv' && info.serviceHoursSv.trim() !== '') return info.serviceHoursSv;
  return info.serviceHoursFi;
}

/** The terms of order in the page's language, with the same fallback as the hours. */
export function shopTermsOf(
  info: Pick<ShopInfo, 'termsFi' | 'termsEn' | 'termsSv'>,
  language: string,
): string {
  if (language === 'en') return info.termsEn;
  if (language === 'sv' && info.termsSv.trim() !== '') return info.termsSv;
  return info.termsFi;
}
