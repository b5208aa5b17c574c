import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MyJob } from '#contracts/washer-day.ts';
import { addressLine } from '../lib/format';
import { mapLink, telLink } from '../lib/map-link';
import classes from './washer-day.module.css';
import { numberFormatOf } from '#domain/locale/intl-locale.ts';

/** What the washer needs at the door: address (to the map), notes, what to wash, customer. */
export function JobFacts({ job }: { job: MyJob }) {
  const { t, i18n } = useTranslation('washer-day');
  const amount = numberFormatOf(i18n.language, { maximumFractionDigits: 2 });
  const address = addressLine(job.address);
  return (
    <dl className={classes.facts}>
      <dt>{t('address')}</dt>
      <dd>
        <Anchor
          href={mapLink(job.address)}
          target="_blank"
          rel="noopener noreferrer"
          fw={600}
          aria-label={t('open_map', { address })}
          data-testid="job-map-link"
        >
          {address}
        </Anchor>
      </dd>
      {job.address.message && (
        <>
          <dt>{t('customer_note')}</dt>
          <dd className={classes.note}>{job.address.message}</dd>
        </>
      )}
      {job.noteForWasher && (
        <>
          <dt>{t('office_note')}</dt>
          <dd className={classes.note} data-testid="job-office-note">
            {job.noteForWasher}
          </dd>
        </>
      )}
      <dt>{t('items')}</dt>
      <dd>
        {job.items.length === 0 ? (
          t('items_none')
        ) : (
          <ul className={classes.items}>
            {job.items.map((item, index) => (
              <li key={index}>
                {item.name} × {amount.format(item.amount)}
              </li>
            ))}
          </ul>
        )}
      </dd>
      <dt>{t('customer')}</dt>
      <dd>
        {job.customer.name}
        {job.customer.phone && (
          <>
            {' · '}
            <Anchor
              href={telLink(job.customer.phone)}
              aria-label={t('call', { phone: job.customer.phone })}
            >
              {job.customer.phone}
            </Anchor>
          </>
        )}
      </dd>
    </dl>
  );
}
