import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext, useParams } from 'react-router';
import type { AuthProfile } from '#contracts/auth.ts';
import { showSuccess } from '#web/components/ui/toast.ts';
import { formatLongDay } from '#web/lib/format-date.ts';
import { useRunSheetDay } from '../api/get-run-sheet-day';
import { jobMinutes } from '../lib/board';
import { timeRange } from '../lib/format';
import { noteForWasherOf } from '../lib/job-facts';
import classes from './dispatch.module.css';
import { JobItems } from './job-items';
import { JobNotes } from './job-notes';

const isDate = (value: string | undefined): value is string =>
  value !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * /admin/dispatch/:washerId/:date/print: one washer's day as a one-page run sheet, in
 * route order (by start): time, address, what to wash, door code, customer and phone, length. Printed
 * without the back office's frame; shared as its address. A washer opens their own on the
 * phone (issue 23): read from their jobs, another washer's id is refused.
 */
export function RunSheetPage() {
  const { t, i18n } = useTranslation('admin-dispatch');
  const params = useParams();
  const date = isDate(params.date) ? params.date : '1970-01-01';
  const { user } = useOutletContext<{ user: AuthProfile }>();
  const day = useRunSheetDay(date, params.washerId, user);
  const washer = day.washer;

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      await navigator
        .share({ title: t('sheet_title', { name: washer?.name ?? '' }), url })
        .catch(() => {});
    } else {
      await navigator.clipboard?.writeText(url);
      showSuccess(t('link_copied'));
    }
  }

  if (day.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('loading')} />
      </Center>
    );
  }
  if (day.isError || day.isNotOwn || !washer) {
    return (
      <Alert color="red" role="alert">
        {day.isNotOwn ? t('not_own_sheet') : day.isError ? t('load_failed') : t('no_washer')}
      </Alert>
    );
  }
  return (
    <Stack gap="md" className={classes.sheet} data-testid="run-sheet">
      <Group justify="space-between" className={classes.noPrint}>
        <Anchor
          component={Link}
          to={user.role === 'washer' ? '/admin/my-day' : `/admin/dispatch?date=${date}&view=day`}
        >
          {user.role === 'washer' ? t('back_to_my_day') : t('back_to_board')}
        </Anchor>
        <Group gap="xs">
          <Button variant="default" onClick={() => void share()}>
            {t('share')}
          </Button>
          <Button onClick={() => window.print()}>{t('print')}</Button>
        </Group>
      </Group>
      <div>
        <Title order={1} size="h2">
          {t('sheet_title', { name: washer.name })}
        </Title>
        <Text>{formatLongDay(date, i18n.language)}</Text>
      </div>
      {washer.jobs.length === 0 ? (
        <Text c="dimmed">{t('sheet_empty')}</Text>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('col_time')}</th>
              <th scope="col">{t('col_address')}</th>
              <th scope="col">{t('col_items')}</th>
              <th scope="col">{t('col_note')}</th>
              <th scope="col">{t('col_customer')}</th>
              <th scope="col">{t('col_length')}</th>
            </tr>
          </thead>
          <tbody>
            {washer.jobs.map((job, index) => (
              <tr key={job.orderId} data-testid="run-sheet-row">
                <td>{index + 1}</td>
                <td>
                  <strong>{timeRange(job, i18n.language)}</strong>
                </td>
                <td>
                  {job.address.street}
                  <br />
                  {job.address.postalCode} {job.address.city}
                </td>
                <td>
                  <JobItems items={job.items} />
                </td>
                <td>
                  <JobNotes doorNote={job.address.message} washerNote={noteForWasherOf(job)} />
                </td>
                <td>
                  {job.customer.name}
                  {/* An erased customer has no phone left: no empty link (decision 038). */}
                  {job.customer.phone && (
                    <>
                      <br />
                      <a href={`tel:${job.customer.phone}`}>{job.customer.phone}</a>
                    </>
                  )}
                </td>
                <td>{t('minutes', { count: jobMinutes(job) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Stack>
  );
}

export { RunSheetPage as Component };
