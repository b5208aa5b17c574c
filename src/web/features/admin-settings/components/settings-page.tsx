import { useCallback, useState } from 'react';
import { Alert, Button, Center, Indicator, Loader, Stack, Tabs, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCleaners, useSuggestions } from '../api/list-cleaners';
import { usePostalAreas } from '../api/list-postal-areas';
import { usePostalCodes } from '../api/list-postal-codes';
import { PostalAreasTab } from './postal-areas-tab';
import { WashersTab } from './washers-tab';

type Section = 'washers' | 'postal-areas';
const sectionOf = (value: string | null): Section =>
  value === 'postal-areas' ? 'postal-areas' : 'washers';

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('admin-settings');
  return (
    <Alert color="red" role="alert">
      {t('load_failed')}
      <Button variant="subtle" size="compact-sm" ml="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Alert>
  );
}

function Loading() {
  const { t } = useTranslation('admin-settings');
  return (
    <Center py="xl">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}

/**
 * /admin/settings/ (admin spec section 2): a side menu of two sections, washers (the
 * default) and postal areas. Both stay mounted, so unsaved edits survive switching; the
 * chosen section is in the address (?section=postal-areas).
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

  const retry = () => {
    for (const q of [codes, areas, cleaners, suggestions]) if (q.isError) void q.refetch();
  };
  const washersReady = areas.data && cleaners.data && suggestions.data;
  const areasReady = areas.data && codes.data && cleaners.data;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <Tabs
        value={section}
        onChange={(value) => setParams(value === 'postal-areas' ? { section: value } : {})}
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
        </Tabs.List>
        <Tabs.Panel value="washers" style={{ minWidth: 0, flex: 1 }}>
          {washersReady ? (
            <WashersTab
              cleaners={cleaners.data}
              areas={areas.data}
              suggestions={suggestions.data}
              onDirtyChange={setWashersDirty}
            />
          ) : areas.isError || cleaners.isError || suggestions.isError ? (
            <LoadFailed onRetry={retry} />
          ) : (
            <Loading />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="postal-areas" style={{ minWidth: 0, flex: 1 }}>
          {areasReady ? (
            <PostalAreasTab
              areas={areas.data}
              codes={codes.data}
              cleaners={cleaners.data}
              onDirtyChange={setAreasDirty}
            />
          ) : areas.isError || codes.isError || cleaners.isError ? (
            <LoadFailed onRetry={retry} />
          ) : (
            <Loading />
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

export { SettingsPage as Component };
