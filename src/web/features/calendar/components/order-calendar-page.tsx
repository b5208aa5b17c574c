import { Alert, Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { AvailableDate } from '#contracts/calendar.ts';
import { quantitySum } from '#domain/order/quantity-rules.ts';
import { WhenRestored } from '#web/components/ui/page-loader.tsx';
import { useOrderStore } from '#web/stores/order-store.ts';
import { useAvailableDays } from '../api/get-available-days';
import { useWashingMinutes } from '../hooks/use-washing-minutes';
import { CalendarLayout } from './calendar-layout';
import { ChosenTime } from './chosen-time';

/**
 * /tilauskalenteri, step 1 (customer spec sections 2, 4 and 5): the postal code, the free
 * days for the order's washing time, and the chosen day, which sets the order's shipping
 * day, start and washer. 'Continue' is enabled only while the chosen day is among the
 * free days and leads on to the contact details.
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
  const { t } = useTranslation('calendar');
  const navigate = useNavigate();
  const address = useOrderStore((s) => s.address);
  const shippingDay = useOrderStore((s) => s.shippingDay);
  const patch = useOrderStore((s) => s.patch);
  const [postalCode, setPostalCode] = useState(
    typeof address.postalCode === 'string' ? address.postalCode : '',
  );
  const { minutes, counter } = useWashingMinutes();
  const quantities = useOrderStore((s) => s.quantities);
  const isOrderEmpty = counter.data ? quantitySum(counter.data, quantities) === 0 : false;
  const days = useAvailableDays(postalCode, minutes);
  // The free days may have changed since the day was chosen: use today's answer for it.
  const chosen = days.data?.find((d) => d.date === shippingDay) ?? null;

  const choose = (day: AvailableDate) => {
    const current = useOrderStore.getState().address;
    patch({
      shippingDay: day.date,
      starting: day.starting,
      cleanerId: day.cleanerId,
      address: { ...current, postalCode },
    });
  };
  const proceed = () => {
    if (!chosen) return;
    choose(chosen);
    void navigate('/yhteystiedot');
  };

  return (
    <>
      {isOrderEmpty ? (
        <Alert color="blue" maw={640} mb="lg" data-testid="order-empty">
          <Stack gap={4} align="flex-start">
            <Text size="sm">{t('order.empty')}</Text>
            <Anchor component={Link} to="/" size="sm" c="blue.9" fw={600} underline="always">
              {t('order.back')}
            </Anchor>
          </Stack>
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
            {t('order.continue_disabled')}
          </Text>
        ) : null}
        <Anchor component={Link} to="/" size="sm">
          {t('order.back')}
        </Anchor>
      </CalendarLayout>
    </>
  );
}
