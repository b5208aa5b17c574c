import { useEffect, type ReactNode } from 'react';
import { Accordion, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CounterConfig } from '#domain/counter/counter-config.ts';
import type { OrderQuantities } from '#domain/order/order-quantities.ts';
import { landingWindows } from '../lib/order-defaults';
import { deferredPart } from '#web/components/ui/deferred-part.tsx';
import { pageHydrated } from '#web/components/ui/tracked-suspense.tsx';
import { WindowsSection } from './windows-section';
import { useQuantities } from '../hooks/use-quantities';

// Closed at first (not in the server's HTML either): their code comes after the page is
// live (decision 057), and each is drawn only once opened (decision 088).
const hidden = { isHiddenAtFirst: true };
const BalconySection = deferredPart(
  () => import('./balcony-section').then((m) => m.BalconySection),
  hidden,
);
const TerraceSection = deferredPart(
  () => import('./terrace-section').then((m) => m.TerraceSection),
  hidden,
);
const AdditionalSection = deferredPart(
  () => import('./additional-section').then((m) => m.AdditionalSection),
  hidden,
);

type SectionKey = 'windows' | 'balcony' | 'terrace' | 'additional';

/** How many pieces each section holds, shown in its header so closed sections still tell. */
function sectionCounts(config: CounterConfig, q: OrderQuantities): Record<SectionKey, number> {
  const ids = new Set(landingWindows(config).map((w) => w.id));
  const windows = q.windows.filter((r) => ids.has(r.windowId)).reduce((s, r) => s + r.amount, 0);
  return {
    windows: windows + q.highGlassAmount + q.highOpeningAmount,
    balcony: q.balconyGlassAmount + q.balconyRailingMeters,
    terrace: q.terraceGlassAmount + (q.terraceRoof ? 1 : 0),
    additional: q.miscSealAmount + q.miscFastenerAmount,
  };
}

/** Windows, Balcony, Terrace and Additional info (customer spec section 2); Windows starts open. */
export function CalculatorAccordion({ config }: { config: CounterConfig }) {
  const { t } = useTranslation('calculator');
  const q = useQuantities(config);
  const counts = sectionCounts(config, q);
  useEffect(() => {
    void pageHydrated().then(() => {
      for (const part of [BalconySection, TerraceSection, AdditionalSection]) part.preload();
    });
  }, []);
  const sections: { key: SectionKey; body: ReactNode }[] = [
    { key: 'windows', body: <WindowsSection config={config} /> },
    { key: 'balcony', body: <BalconySection config={config} /> },
    { key: 'terrace', body: <TerraceSection config={config} /> },
    { key: 'additional', body: <AdditionalSection config={config} /> },
  ];
  return (
    <Accordion
      multiple
      defaultValue={['windows']}
      variant="separated"
      radius="md"
      order={2}
      keepMounted={false}
    >
      {sections.map(({ key, body }) => (
        <Accordion.Item key={key} value={key} data-testid={`section-${key}`}>
          <Accordion.Control>
            {/* Spans: the control's label is a <span> inside a <button> (phrasing content only). */}
            <Group component="span" justify="space-between" wrap="nowrap" pr="xs">
              <Text span fw={700} size="lg">
                {t(`sections.${key}`)}
              </Text>
              <Text span size="sm" c="dimmed">
                {counts[key] > 0
                  ? t('sections.summary_pieces', { count: counts[key] })
                  : t('sections.summary_none')}
              </Text>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>{body}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
