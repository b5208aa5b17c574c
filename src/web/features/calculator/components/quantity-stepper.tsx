import { useState } from 'react';
import { ActionIcon, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  maxQuantity,
  maxQuantityDigits,
  parseQuantity,
  quantityDigits,
  stepQuantity,
} from '../lib/quantity-input';
import { MinusIcon, PlusIcon } from './icons';
import classes from './calculator.module.css';

interface QuantityStepperProps {
  /** The accessible name of the field, e.g. the window type's title. */
  label: string;
  value: number;
  onChange: (value: number) => void;
  maxDigits?: number;
  testId?: string;
}

/** − / amount / + : up to 4 digits (railing metres 3), non-numeric input becomes 0, never below 0. */
export function QuantityStepper({
  label,
  value,
  onChange,
  maxDigits = maxQuantityDigits,
  testId,
}: QuantityStepperProps) {
  const { t } = useTranslation('calculator');
  // While typing, the field shows what was typed (an empty field stays empty until blur).
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Group gap={6} wrap="nowrap" data-testid={testId}>
      <ActionIcon
        variant="default"
        size={40}
        radius="xl"
        aria-label={t('stepper.decrease', { label })}
        disabled={value <= 0}
        onClick={() => onChange(stepQuantity(value, -1, maxDigits))}
      >
        <MinusIcon />
      </ActionIcon>
      <TextInput
        aria-label={label}
        value={draft ?? String(value)}
        inputMode="numeric"
        autoComplete="off"
        classNames={{ input: classes.quantityInput }}
        w={64}
        onFocus={(e) => e.currentTarget.select()}
        onChange={(e) => {
          const raw = e.currentTarget.value;
          setDraft(quantityDigits(raw, maxDigits));
          onChange(parseQuantity(raw, maxDigits));
        }}
        onBlur={() => setDraft(null)}
      />
      <ActionIcon
        variant="default"
        size={40}
        radius="xl"
        aria-label={t('stepper.increase', { label })}
        disabled={value >= maxQuantity(maxDigits)}
        onClick={() => onChange(stepQuantity(value, 1, maxDigits))}
      >
        <PlusIcon />
      </ActionIcon>
    </Group>
  );
}
