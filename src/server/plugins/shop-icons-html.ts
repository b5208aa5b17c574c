/**
 * The icons a page's HTML links (decision 077): with an uploaded logo, the favicon and the
 * home-screen icon made from it, at addresses that change with each upload; without one,
 * the product's own as index.html and the back office name them.
 */
import type { ShopLogo } from '#contracts/shop-logo.ts';
import { shopLogoSrc } from '#contracts/shop-logo-addresses.ts';

const builtInIcon = /<link rel="icon"[^>]*>/;
const builtInAppleTouchIcon = /\s*<link rel="apple-touch-icon"[^>]*>/;

export function withShopIcons(html: string, logo: ShopLogo | null): string {
  if (!logo?.isCustom) return html;
  const icons = [
    `<link rel="icon" type="image/png" sizes="32x32" href="${shopLogoSrc('favicon', logo)}" />`,
    `<link rel="apple-touch-icon" href="${shopLogoSrc('appleTouchIcon', logo)}" />`,
  ].join('\n    ');
  return html.replace(builtInAppleTouchIcon, '').replace(builtInIcon, icons);
}
