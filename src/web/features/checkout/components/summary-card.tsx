import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TitledCard } from '#web/components/ui/titled-card.tsx';
import classes from './checkout.module.css';

/** The summary beside the contact form (sticky on a desktop), headed 'Summary'. */
export function SummaryCard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('checkout');
  return (
    <TitledCard titleId="summary-title" title={t('summary.title')} className={classes.summary}>
      {children}
    </TitledCard>
  );
}

/** A line of the summary: a label and its value. */
export function SummaryRow(props: { label: string; value: string; testId?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
      <Text size="sm" fw={600} ta="right" data-testid={props.testId}>
        {props.value}
      </Text>
    </Group>
  );
}

/** The summary's total. */
export function SummaryTotal(props: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={700}>{props.label}</Text>
      <Text fw={700} size="lg" data-testid="summary-total">
        {props.value}
      </Text>
    </Group>
  );
}
