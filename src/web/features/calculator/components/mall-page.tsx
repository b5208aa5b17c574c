import { useState } from 'react';
import {
  Accordion,
  Alert,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { findShoppingCentre, centreName } from '#contracts/shopping-centres.ts';
import { useSavedStateRestored } from '#web/stores/saved-state.ts';
import type { CounterConfig } from '#domain/counter/counter-config.ts';
import {
  DEFAULT_DISPLAY_WINDOW_PRICE_CENTS,
  findDisplayWindow,
  mallPackagePrice,
} from '#domain/mall/mall-package.ts';
import { LoadingOrFailed } from '#web/components/ui/load-failed.tsx';
import { useCounterConfig } from '#web/lib/counter-query.ts';
import { useMallChoice } from '../hooks/use-mall-choice';
import { MallCentreDialog } from './mall-centre-dialog';
import { MallIncluded, MallPackageForm } from './mall-package-form';
import { MallPricePanel } from './mall-price-panel';
import classes from './calculator.module.css';
import { usePagePath } from '#web/lib/page-path.ts';

function MallCalculator({ config }: { config: CounterConfig }) {
  const { t, i18n } = useTranslation('mall');
  const actions = useMallChoice();
  const { mall } = actions;
  const centre = findShoppingCentre(mall?.mall_name);
  // The dialog opens by itself while no centre has been chosen (customer spec section 2),
  // decided once the saved choice is back (decision 044).
  const isRestored = useSavedStateRestored();
  const [isDialogChosen, setDialogOpen] = useState<boolean | null>(null);
  const isDialogOpen = isDialogChosen ?? (isRestored && !centre);
  const display = findDisplayWindow(config);
  const price =
    mall && centre && mall.windows > 0
      ? mallPackagePrice(config, mall.cleaning_set, mall.windows)
      : null;
  return (
    <div className={classes.layout}>
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Text size="sm" c="dimmed">
                {t('centre.chosen')}
              </Text>
              <Text fw={700} size="lg" data-testid="mall-centre">
                {centre ? `${centreName(centre, i18n.language)}, ${centre.city}` : t('centre.none')}
              </Text>
            </div>
            <Button variant="light" onClick={() => setDialogOpen(true)}>
              {centre ? t('centre.change') : t('centre.choose')}
            </Button>
          </Group>
        </Paper>
        <Accordion multiple defaultValue={['order']} variant="separated" radius="md" order={2}>
          <Accordion.Item value="order" data-testid="mall-section-order">
            <Accordion.Control>
              <Text span fw={700} size="lg">
                {t('sections.order')}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              {mall ? (
                <MallPackageForm
                  mall={mall}
                  actions={actions}
                  extraWindowCents={display?.priceCents ?? DEFAULT_DISPLAY_WINDOW_PRICE_CENTS}
                />
              ) : (
                <Text size="sm">{t('price.empty')}</Text>
              )}
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="included" data-testid="mall-section-included">
            <Accordion.Control>
              <Text span fw={700} size="lg">
                {t('sections.included')}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <MallIncluded />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Stack>
      <MallPricePanel price={price} />
      <MallCentreDialog
        opened={isDialogOpen}
        chosen={centre?.mallName}
        onClose={() => setDialogOpen(false)}
        onChoose={(chosen) => {
          actions.chooseCentre(chosen);
          setDialogOpen(false);
        }}
      />
    </div>
  );
}

/**
 * /ostari, the shopping-centre landing page (customer spec sections 2, 4 and 9): a
 * package of display window cleaning at a price per wash without VAT. Offered only while
 * the price configuration has a display window.
 */
export function Component() {
  const { t } = useTranslation('mall');
  const path = usePagePath();
  const counter = useCounterConfig();
  const hasVariant = counter.data ? findDisplayWindow(counter.data) !== null : null;
  return (
    <Container size="lg" py="lg">
      <Stack gap="xs" mb="lg">
        <Text size="sm" c="dimmed" data-testid="mall-step">
          {t('step')}
        </Text>
        {/* The Finnish title's long compound has a soft hyphen for a phone's width. */}
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {t('title')}
        </Title>
        <Text maw={720}>{t('intro')}</Text>
      </Stack>
      {counter.data && hasVariant ? (
        <MallCalculator config={counter.data} />
      ) : counter.data ? (
        <Stack align="flex-start">
          <Alert color="blue" data-testid="mall-not-available">
            {t('not_available')}
          </Alert>
          <Button component={Link} to={path('home')}>
            {t('back_home')}
          </Button>
        </Stack>
      ) : (
        <LoadingOrFailed t={t} query={counter} />
      )}
    </Container>
  );
}
