import { Alert, Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { AvailableDate } from '#contracts/calendar.ts';
import { quantitySum } from '#domain/order/quantity-rules.ts';
import { useFreeStarts } from '#web/components/time-picker/free-starts-query.ts';
import { StartPicker } from '#web/components/time-picker/start-picker.tsx';
import { WhenRestored } from '#web/components/ui/page-loader.tsx';
import { formatDay } from '#web/lib/format-date.ts';
import { useOrderStore } from '#web/stores/order-store.ts';
import { useAvailableDays } from '../api/get-available-days';
import { useDroppedDay } from '../hooks/use-dropped-day';
import { useWashingMinutes } from '../hooks/use-washing-minutes';
import { CalendarLayout } from './calendar-layout';
import { ChosenTime } from './chosen-time';
import { WithdrawalPeriodNote } from './withdrawal-period-note';
import { usePagePath } from '#web/lib/page-path.ts';
import { siteLanguageOf } from '#contracts/site-pages.ts';

/**
 * /tilauskalenteri, step 1 (customer spec sections 2, 4 and 5): the postal code, the free
 * days for the order's washing time, the chosen day and its start among the day's free
 * ones (issue 28), which set the order's shipping day, start and washer. 'Continue' is
 * enabled only while the chosen day and start are free and leads on to the contact details.
 */
export function Component() {
  const { t } = useTranslation('calendar');
  return (
    <Container size="lg" py="lg">
      <Stack gap="xs" mb="lg">
        <Text size="sm" c="dimmed">
          {t('order.step')}
        </Text>
        <Title order={1}>{t('order.title')}</Title>
        <Text maw={640}>{t('order.intro')}</Text>
      </Stack>
      {/* The heading is rendered by the server; the rest works on the saved order. */}
      <WhenRestored>
        <OrderCalendar />
      </WhenRestored>
    </Container>
  );
}

function OrderCalendar() {
  const { t, i18n } = useTranslation('calendar');
  const navigate = useNavigate();
  const path = usePagePath();
  const address = useOrderStore((s) => s.address);
  const shippingDay = useOrderStore((s) => s.shippingDay);
  const patch = useOrderStore((s) => s.patch);
  const [postalCode, setPostalCode] = useState(
    typeof address.postalCode === 'string' ? address.postalCode : '',
  );
  const { minutes, counter } = useWashingMinutes();
  const quantities = useOrderStore((s) => s.quantities);
  const isOrderEmpty = counter.data ? quantitySum(counter.data, quantities) === 0 : false;
  const starting = useOrderStore((s) => s.starting);
  const days = useAvailableDays(postalCode, minutes);
  // The free days and starts may have changed since they were chosen: use today's answers.
  const day = days.data?.find((d) => d.date === shippingDay) ?? null;
  const starts = useFreeStarts(postalCode, minutes, day?.date ?? null);
  const start = starts.data?.starts.find((s) => s.starting === starting) ?? null;
  const chosen = day && start ? { ...day, ...start } : null;
  const droppedDay = useDroppedDay(days.data, postalCode === address.postalCode);
  const language = siteLanguageOf(i18n.language);

  // A day comes with its first start chosen; the customer may pick another (issue 28).
  const choose = (picked: AvailableDate) => {
    const current = useOrderStore.getState().address;
    patch({
      shippingDay: picked.date,
      starting: picked.starting,
      cleanerId: picked.cleanerId,
      address: { ...current, postalCode },
    });
  };
  const proceed = () => {
    if (!chosen) return;
    choose(chosen);
    void navigate(path('contact'));
  };

  return (
    <>
      {isOrderEmpty ? (
        <Alert color="blue" maw={640} mb="lg" data-testid="order-empty">
          <Stack gap={4} align="flex-start">
            <Text size="sm">{t('order.empty')}</Text>
            <Anchor
              component={Link}
              to={path('home')}
              size="sm"
              c="blue.9"
              fw={600}
              underline="always"
            >
              {t('order.back')}
            </Anchor>
          </Stack>
        </Alert>
      ) : null}
      {droppedDay && !chosen ? (
        <Alert color="orange" maw={640} mb="lg" role="status" data-testid="day-dropped">
          {t('order.day_dropped', { day: formatDay(droppedDay, language) })}
        </Alert>
      ) : null}
      <CalendarLayout
        postalCode={postalCode}
        onPostalCodeChange={setPostalCode}
        value={chosen?.date ?? null}
        onChoose={choose}
        aside={{ id: 'chosen-title', title: t('chosen.title') }}
      >
        <ChosenTime day={chosen} minutes={minutes} />
        {day ? (
          <StartPicker
            postalCode={postalCode}
            minutes={minutes}
            date={day.date}
            value={chosen?.starting ?? null}
            onChange={(picked) => choose({ ...day, ...picked })}
          />
        ) : null}
        {chosen ? <WithdrawalPeriodNote day={chosen.date} /> : null}
        <Button
          size="lg"
          fullWidth
          disabled={!chosen}
          onClick={proceed}
          data-testid="calendar-continue"
        >
          {t('order.continue')}
        </Button>
        {!chosen ? (
          <Text size="sm" c="dimmed">
            {t(day ? 'order.continue_no_start' : 'order.continue_disabled')}
          </Text>
        ) : null}
        <Anchor component={Link} to={path('home')} size="sm">
          {t('order.back')}
        </Anchor>
      </CalendarLayout>
    </>
  );
}
