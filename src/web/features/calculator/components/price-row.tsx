import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#web/lib/format-money.ts';
import classes from './calculator.module.css';

/** A label and a money figure on one line; the cents are in data-cents for tests and tools. */
export function PriceRow({
  label,
  cents,
  strong = false,
  large = false,
  testId,
  color,
}: {
  label: string;
  cents: number;
  strong?: boolean;
  large?: boolean;
  testId?: string;
  color?: string;
}) {
  const { i18n } = useTranslation();
  const value = cents === 0 ? 0 : cents; // never '−0,00 €'
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
      <Text size={large ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text
        size={large ? 'xl' : 'sm'}
        fw={strong ? 800 : 500}
        className={classes.priceFigure}
        data-testid={testId}
        data-cents={value}
        {...(color ? { c: color } : {})}
      >
        {formatMoney(value, i18n.language)}
      </Text>
    </Group>
  );
}
