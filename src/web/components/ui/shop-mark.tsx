import type { ShopLogo } from '#contracts/shop-logo.ts';
import { shopLogoSrc, shopLogoWidthAt } from '#contracts/shop-logo-addresses.ts';

/**
 * The company's uploaded logo, or the product's own mark (decision 077), `height` pixels high
 * with its width set, so nothing moves when it loads. A plain image from the public route:
 * nothing for the landing page's bundle.
 */
export function ShopMark({
  logo,
  height,
  alt,
}: {
  logo: ShopLogo | null | undefined;
  height: number;
  /** The image's text: the brand when no text beside it names it, else empty. */
  alt: string;
}) {
  if (!logo?.isCustom) return <img src="/favicon.svg" alt={alt} width={height} height={height} />;
  return (
    <img
      src={shopLogoSrc('logo', logo)}
      alt={alt}
      width={shopLogoWidthAt(logo, height)}
      height={height}
      data-testid="shop-logo"
    />
  );
}
