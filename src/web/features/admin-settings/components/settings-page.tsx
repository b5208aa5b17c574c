import { useCallback, useState, type ReactNode } from 'react';
import { Indicator, Stack, Tabs, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListLoadState } from '#web/components/admin/list-page.tsx';
import { useCleaners, useSuggestions } from '../api/list-cleaners';
import { usePostalAreas } from '../api/list-postal-areas';
import { usePostalCodes } from '../api/list-postal-codes';
import { usePaymentTerms } from '../api/payment-terms';
import { useShopInfo } from '../api/shop-info';
import { PaymentTermsTab } from './payment-terms-tab';
import { PostalAreasTab } from './postal-areas-tab';
import { ShopInfoTab } from './shop-info-tab';
import { ShopLogoSection } from './shop-logo-section';
import { WashersTab } from './washers-tab';

type Section = 'washers' | 'postal-areas' | 'shop-info' | 'payment-terms';
const sectionOf = (value: string | null): Section =>
  value === 'postal-areas' || value === 'shop-info' || value === 'payment-terms'
    ? value
    : 'washers';

interface Loadable<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A section's panel: the section once all its lists have loaded (`children` gets them),
 * until then the lists' load state; 'try again' fetches again those that failed.
 */
function SectionPanel<D extends object>(props: {
  value: Section;
  queries: { [K in keyof D]: Loadable<D[K]> };
  children: (data: D) => ReactNode;
}) {
  const { t } = useTranslation('admin-settings');
  const queries = Object.values(props.queries) as Loadable<unknown>[];
  const isReady = queries.every((q) => q.data !== undefined);
  const isError = queries.some((q) => q.isError);
  const retry = () => {
    for (const q of queries) if (q.isError) void q.refetch();
  };
  const data = Object.fromEntries(
    Object.entries(props.queries).map(([key, q]) => [key, (q as Loadable<unknown>).data]),
  ) as D;
  return (
    <Tabs.Panel value={props.value} style={{ minWidth: 0, flex: 1 }}>
      {isReady ? (
        props.children(data)
      ) : (
        <ListLoadState
          query={{ isPending: !isError, isError, refetch: retry }}
          texts={{ loading: t('loading'), loadFailed: t('load_failed'), retry: t('retry') }}
        />
      )}
    </Tabs.Panel>
  );
}

/**
 * /admin/settings/ (admin spec section 2): a side menu of sections: washers (the
 * default), postal areas, the seller's facts and terms, and the payment terms (decision
 * 062). All stay mounted, so unsaved edits survive switching; the chosen section is in the
 * address (?section=postal-areas).
 */
export function SettingsPage() {
  const { t } = useTranslation('admin-settings');
  const [params, setParams] = useSearchParams();
  const section = sectionOf(params.get('section'));
  const isWide = useMediaQuery('(min-width: 48em)') ?? true;
  const [dirty, setDirty] = useState({ washers: false, areas: false });
  const setWashersDirty = useCallback(
    (isDirty: boolean) => setDirty((d) => ({ ...d, washers: isDirty })),
    [],
  );
  const setAreasDirty = useCallback(
    (isDirty: boolean) => setDirty((d) => ({ ...d, areas: isDirty })),
    [],
  );
  const codes = usePostalCodes();
  const areas = usePostalAreas();
  const cleaners = useCleaners();
  const suggestions = useSuggestions();
  const shopInfo = useShopInfo();
  const paymentTerms = usePaymentTerms();

  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <Tabs
        value={section}
        onChange={(value) => setParams(value && value !== 'washers' ? { section: value } : {})}
        orientation={isWide ? 'vertical' : 'horizontal'}
        variant="pills"
        keepMounted
      >
        <Tabs.List aria-label={t('sections')} mb={isWide ? 0 : 'md'} mr={isWide ? 'lg' : 0}>
          <Tabs.Tab value="washers">
            <Indicator disabled={!dirty.washers} color="yellow" size={8} offset={-4}>
              {t('washers_tab')}
            </Indicator>
          </Tabs.Tab>
          <Tabs.Tab value="postal-areas">
            <Indicator disabled={!dirty.areas} color="yellow" size={8} offset={-4}>
              {t('areas_tab')}
            </Indicator>
          </Tabs.Tab>
          <Tabs.Tab value="shop-info">{t('shop_tab')}</Tabs.Tab>
          <Tabs.Tab value="payment-terms">{t('terms_tab')}</Tabs.Tab>
        </Tabs.List>
        <SectionPanel value="washers" queries={{ areas, cleaners, suggestions }}>
          {(data) => <WashersTab {...data} onDirtyChange={setWashersDirty} />}
        </SectionPanel>
        <SectionPanel value="postal-areas" queries={{ areas, codes, cleaners }}>
          {(data) => <PostalAreasTab {...data} onDirtyChange={setAreasDirty} />}
        </SectionPanel>
        <SectionPanel value="shop-info" queries={{ info: shopInfo }}>
          {(data) => (
            <>
              <ShopLogoSection />
              <ShopInfoTab {...data} />
            </>
          )}
        </SectionPanel>
        <SectionPanel value="payment-terms" queries={{ terms: paymentTerms }}>
          {(data) => <PaymentTermsTab {...data} />}
        </SectionPanel>
      </Tabs>
    </Stack>
  );
}

export { SettingsPage as Component };
