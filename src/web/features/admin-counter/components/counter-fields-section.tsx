import { Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '#web/lib/form-errors.ts';
import { toNumber, type CounterField, type SectionKey } from '../lib/counter-form';
import type { CounterFormInput } from './counter-form';

const hasHint: SectionKey[] = ['prices', 'times', 'accounting', 'fixed_amounts'];

/** One section of plain fields: numbers in euros, minutes, pieces or percent, or item ids. */
export function CounterFieldsSection(props: {
  section: SectionKey;
  fields: CounterField[];
  register: UseFormRegister<CounterFormInput>;
  errors: FieldErrors<CounterFormInput>;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('admin-counter');
  const headingId = `counter-section-${props.section}`;
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={headingId}>
            {t(`sections.${props.section}`)}
          </Title>
          {hasHint.includes(props.section) && (
            <Text size="sm" c="dimmed">
              {t(`section_hints.${props.section}`)}
            </Text>
          )}
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
          {props.fields.map(({ name, unit }) => (
            <TextInput
              key={name}
              label={t(`fields.${name}`)}
              inputMode={unit === 'id' || unit === 'amount' ? 'numeric' : 'decimal'}
              autoComplete="off"
              withAsterisk
              rightSection={
                unit === 'id' ? undefined : (
                  <Text size="sm" c="dimmed">
                    {t(`units.${unit}`)}
                  </Text>
                )
              }
              rightSectionWidth={unit === 'minutes' || unit === 'amount' ? 44 : 32}
              error={errorText(t, props.errors[name]?.message)}
              data-field={name}
              {...props.register(name, unit === 'id' ? undefined : { setValueAs: toNumber })}
            />
          ))}
        </SimpleGrid>
        {props.children}
      </Stack>
    </Paper>
  );
}
