import { useEffect } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ShopMark } from '#web/components/ui/shop-mark.tsx';
import { useShopInfo } from '#web/lib/shop-info.ts';
import { useShopLogo } from '#web/lib/shop-logo.ts';

/**
 * The back office's title in the company's name (decision 077): "<brand> · Hallinta", the
 * product's words until the company's details have loaded.
 */
export function useBackOfficeTitle(): string {
  const { t } = useTranslation('admin');
  const brand = useShopInfo()?.brandName;
  return brand ? t('brand_title', { brand }) : t('brand');
}

/**
 * The company's logo (or the product's mark) and the back office's title, for its headers;
 * the document is titled the same (issue 25), as the server's index.html already is.
 */
export function AdminBrand({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const logo = useShopLogo();
  const title = useBackOfficeTitle();
  useEffect(() => {
    document.title = title;
  }, [title]);
  const markHeight = logo?.isCustom ? 32 : size === 'lg' ? 28 : 26;
  return (
    <>
      <ShopMark logo={logo} height={markHeight} alt="" />
      <Text component="span" fw={800} size={size} truncate>
        {title}
      </Text>
    </>
  );
}
