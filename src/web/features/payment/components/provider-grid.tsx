import { Fragment } from 'react';
import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentProvider } from '#contracts/payment.ts';
import classes from './payment.module.css';

const knownGroups = ['mobile', 'creditcard', 'bank', 'credit'];

/** Providers in the server's order (credit last), under a heading per group. */
export function ProviderGrid({
  providers,
  busy,
  onChoose,
}: {
  providers: PaymentProvider[];
  busy: string | null;
  onChoose: (provider: PaymentProvider) => void;
}) {
  const { t } = useTranslation('payment');
  const groups: { group: string; items: { provider: PaymentProvider; index: number }[] }[] = [];
  providers.forEach((provider, index) => {
    const group = knownGroups.includes(provider.group ?? '') ? provider.group! : 'other';
    const last = groups[groups.length - 1];
    if (last?.group === group) last.items.push({ provider, index });
    else groups.push({ group, items: [{ provider, index }] });
  });
  return (
    <>
      {groups.map(({ group, items }, at) => (
        <Fragment key={`${group}-${at}`}>
          <Title order={2} size="h5" mt="sm">
            {t(`create.groups.${group}`)}
          </Title>
          <div className={classes.grid}>
            {items.map(({ provider, index }) => (
              <button
                key={`${provider.name}-${index}`}
                type="button"
                className={classes.provider}
                disabled={busy !== null}
                onClick={() => onChoose(provider)}
                aria-label={t('create.choose', { name: provider.name })}
                data-testid="provider"
              >
                <img src={provider.svg || provider.icon} alt="" loading="lazy" />
                <Text size="xs" ta="center">
                  {provider.name}
                </Text>
              </button>
            ))}
          </div>
        </Fragment>
      ))}
    </>
  );
}
