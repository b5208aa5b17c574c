import { useId, type ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './calculator.module.css';

interface YesNoProps {
  question: string;
  /** null: not answered yet (neither is checked). */
  value: boolean | null;
  onChange: (value: boolean) => void;
  description?: string;
  testId?: string;
}

/**
 * A yes/no question as a native radio group in a fieldset: each answer is reachable with
 * the keyboard and announced with its question. Native inputs keep the landing page light.
 */
export function YesNo({ question, value, onChange, description, testId }: YesNoProps) {
  const { t } = useTranslation('calculator');
  const name = useId();
  const descriptionId = `${name}-description`;
  const option = (answer: boolean, label: string) => (
    <label className={classes.choice}>
      <input
        type="radio"
        name={name}
        checked={value === answer}
        onChange={() => onChange(answer)}
        className={classes.choiceInput}
      />
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset
      className={classes.fieldset}
      data-testid={testId}
      aria-describedby={description ? descriptionId : undefined}
    >
      <legend className={classes.legend}>{question}</legend>
      {description ? (
        <Text size="xs" c="dimmed" id={descriptionId}>
          {description}
        </Text>
      ) : null}
      <Group gap="lg" mt={6}>
        {option(true, t('yes'))}
        {option(false, t('no'))}
      </Group>
    </fieldset>
  );
}

/** A native checkbox with its label (see YesNo). */
export function CheckboxField({
  label,
  checked,
  onChange,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}) {
  return (
    <label className={classes.choice} data-testid={testId}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        className={classes.choiceInput}
      />
      <Text component="span" size="sm">
        {label}
      </Text>
    </label>
  );
}

/** A labelled row: text on the left, the control on the right (wraps on phones). */
export function FieldRow({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Stack gap={0} style={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Text fw={600} size="sm">
          {label}
        </Text>
        {hint ? (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Group>
  );
}
