import { useState } from 'react';
import { Alert, Button, Center, Checkbox, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FreeStart } from '#contracts/calendar.ts';
import type { ManageOrder } from '#contracts/manage.ts';
import { helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import { AvailableDaysPicker } from '#web/components/time-picker/available-days-picker.tsx';
import { StartPicker } from '#web/components/time-picker/start-picker.tsx';
import { ApiError } from '#web/lib/api/client.ts';
import { formatLongDay } from '#web/lib/format-date.ts';
import { useRescheduleManagedOrder } from '../api/change-managed-order';
import { useFreeTimes } from '../api/get-free-times';
import { siteLanguageOf } from '#contracts/site-pages.ts';

/**
 * Move: a free day in the calendar the customer ordered from and a start among its free
 * ones (issue 28, decision 069), for the job's length and postal code. A consumer's move
 * to a day within the withdrawal period asks for the early-start request, as the contact
 * page does; the server refuses it without (400 naming earlyStart).
 */
export function MovePanel({ token, order }: { token: string; order: ManageOrder }) {
  const { t, i18n } = useTranslation('manage');
  const { t: tc } = useTranslation();
  const language = siteLanguageOf(i18n.language);
  const [isOpen, setOpen] = useState(false);
  const [day, setDay] = useState<string | null>(null);
  const [start, setStart] = useState<FreeStart | null>(null);
  const [earlyStart, setEarlyStart] = useState(false);
  const [isEarlyStartMissing, setEarlyStartMissing] = useState(false);
  const minutes = Math.max(1, Math.ceil(order.washingMinutes));
  const days = useFreeTimes(order.postalCode, minutes, isOpen);
  const move = useRescheduleManagedOrder(token);
  if (move.isSuccess) {
    return (
      <Alert color="green" role="status">
        {t('move.done')}
      </Alert>
    );
  }
  if (!order.canMove) return null;
  if (!isOpen) {
    return (
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t('move.open')}
      </Button>
    );
  }
  const until = order.earlyStartNeededUntil;
  const needsEarlyStart = day !== null && until !== null && day <= until;
  // The server's refusal of a field shows at that field; anything else above the button.
  const fields = move.error instanceof ApiError ? move.error.fields : {};
  const startError = fields.start ?? fields.starting ?? null;
  const earlyStartError =
    fields.earlyStart ?? (isEarlyStartMissing ? tc('validation.early_start_required') : null);
  const otherError =
    move.error && startError === null && fields.earlyStart === undefined ? move.error : null;

  const submit = () => {
    if (!day || !start) return;
    if (needsEarlyStart && !earlyStart) {
      setEarlyStartMissing(true);
      return;
    }
    move.mutate({
      cleanerId: start.cleanerId,
      start: helsinkiInstant(day, start.starting).toISOString(),
      ...(needsEarlyStart ? { earlyStart: true } : {}),
    });
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="manage-move">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h4" id="manage-move">
            {t('move.title')}
          </Title>
          {!days.data ? (
            <Center py="md">
              <Loader size="sm" role="status" aria-label={t('move.loading')} />
            </Center>
          ) : days.data.length === 0 ? (
            <Text>{t('move.none')}</Text>
          ) : (
            <>
              <Text size="sm">{t('move.intro')}</Text>
              <AvailableDaysPicker
                days={days.data}
                value={day}
                isInPanel
                onChange={(picked) => {
                  setDay(picked.date);
                  setStart({ starting: picked.starting, cleanerId: picked.cleanerId });
                  setEarlyStartMissing(false);
                  move.reset();
                }}
              />
            </>
          )}
          {day ? (
            <Stack gap="sm">
              <Text fw={700} data-testid="move-day">
                {formatLongDay(day, language)}
              </Text>
              <StartPicker
                postalCode={order.postalCode}
                minutes={minutes}
                date={day}
                value={start?.starting ?? null}
                onChange={(picked) => {
                  setStart(picked);
                  move.reset();
                }}
                error={startError}
              />
            </Stack>
          ) : null}
          {needsEarlyStart ? (
            <Checkbox
              label={t('move.early_start')}
              description={t('move.early_start_hint')}
              checked={earlyStart}
              onChange={(event) => {
                setEarlyStart(event.currentTarget.checked);
                setEarlyStartMissing(false);
              }}
              error={earlyStartError}
              data-testid="move-early-start"
            />
          ) : null}
          {otherError ? (
            <Alert color="red" role="alert">
              {t('error', { message: otherError.message })}
            </Alert>
          ) : null}
          <Button type="submit" loading={move.isPending} disabled={!day || !start}>
            {t('move.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
