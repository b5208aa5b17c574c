import type { ReactNode } from 'react';
import { Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface YesNoProps {
  question: string;
  /** null: not answered yet (neither is checked). */
  value: boolean | null;
  onChange: (value: boolean) => void;
  description?: string;
  testId?: string;
}

/** A yes/no question as a radio group: each answer is reachable and announced. */
export function YesNo({ question, value, onChange, description, testId }: YesNoProps) {
  const { t } = useTranslation('calculator');
  const current = value === null ? null : value ? 'yes' : 'no';
  return (
    <Radio.Group
      label={question}
      description={description}
      value={current}
      onChange={(v) => onChange(v === 'yes')}
      data-testid={testId}
    >
      <Group gap="lg" mt={6}>
        <Radio value="yes" label={t('yes')} />
        <Radio value="no" label={t('no')} />
      </Group>
    </Radio.Group>
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
