import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AvailableDate } from '#contracts/calendar.ts';
import { useOrderStore } from '#web/stores/order-store.ts';
import { useWashingMinutes } from '../hooks/use-washing-minutes';
import { CalendarLayout } from './calendar-layout';
import { ChosenTime } from './chosen-time';
import { usePagePath } from '#web/lib/page-path.ts';

/**
 * /vapaat-pesuajat: the free washing times for a postal code, view only (customer spec
 * section 2). Picking a day shows its start but changes nothing in the order; the button
 * returns to the calculator.
 */
export function Component() {
  const { t } = useTranslation('calendar');
  const path = usePagePath();
  const storedCode = useOrderStore((s) => s.address.postalCode);
  const [postalCode, setPostalCode] = useState(typeof storedCode === 'string' ? storedCode : '');
  const [viewed, setViewed] = useState<AvailableDate | null>(null);
  const { minutes } = useWashingMinutes();
  return (
    <Container size="lg" py="lg">
      <Stack gap="xs" mb="lg">
        <Title order={1}>{t('free.title')}</Title>
        <Text maw={640}>{t('free.intro')}</Text>
      </Stack>
      <CalendarLayout
        postalCode={postalCode}
        onPostalCodeChange={(code) => {
          setPostalCode(code);
          setViewed(null);
        }}
        value={viewed?.date ?? null}
        onChoose={setViewed}
        aside={{ id: 'viewed-title', title: t('free.viewed_title') }}
      >
        <ChosenTime day={viewed} minutes={minutes} isViewOnly />
        <Text size="sm" c="dimmed">
          {t('free.note')}
        </Text>
        <Button
          component={Link}
          to={path('home')}
          size="lg"
          fullWidth
          data-testid="free-times-home"
        >
          {t('free.home')}
        </Button>
      </CalendarLayout>
    </Container>
  );
}
