import {
  ActionIcon,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '#web/lib/form-errors.ts';
import { toNumber } from '../lib/counter-form';
import type { CounterFormInput } from './counter-form';
import { WindowImageField } from './window-image-field';

type WindowInput = CounterFormInput['windows'][number];

/** A new row: blank but for the default amount (0); it gets its id when saved. */
const newWindow = {
  title: '',
  title_eng: '',
  title_sv: '',
  image: '',
  default_amount: 0,
} as WindowInput;

function RowHeading({ form, index }: { form: UseFormReturn<CounterFormInput>; index: number }) {
  const { t } = useTranslation('admin-counter');
  const title = useWatch({ control: form.control, name: `windows.${index}.title` });
  const number = index + 1;
  return (
    <Title order={3} size="h5">
      {title?.trim() ? t('windows.row_named', { number, title }) : t('windows.row', { number })}
    </Title>
  );
}

/** The window types (admin spec section 3): one bordered block per row; add and remove rows. */
export function WindowRows({ form }: { form: UseFormReturn<CounterFormInput> }) {
  const { t } = useTranslation('admin-counter');
  const rows = useFieldArray({ control: form.control, name: 'windows', keyName: 'key' });
  const errors = form.formState.errors.windows;
  const unit = (key: 'euros' | 'minutes' | 'amount') => (
    <Text size="sm" c="dimmed">
      {t(`units.${key}`)}
    </Text>
  );

  return (
    <Stack gap="md">
      {rows.fields.length === 0 && <Text c="dimmed">{t('windows.empty')}</Text>}
      {rows.fields.map((row, index) => {
        const e = errors?.[index];
        const number = index + 1;
        const err = (message: string | undefined) => errorText(t, message);
        return (
          <Paper key={row.key} withBorder p="md" radius="md" data-testid="window-row">
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap">
                <RowHeading form={form} index={index} />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  c="red.9"
                  size="lg"
                  aria-label={t('windows.remove', { number })}
                  onClick={() => rows.remove(index)}
                >
                  <svg
                    width="18"
                    height="18"
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    aria-hidden="true"
                  >
                    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
                  </svg>
                </ActionIcon>
              </Group>
              {e?.id?.message && (
                <Text size="sm" c="red.8" role="alert">
                  {err(e.id.message)}
                </Text>
              )}
              {row.id === undefined && (
                <Text size="sm" c="dimmed">
                  {t('windows.new_hint')}
                </Text>
              )}
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
                <TextInput
                  label={t('windows.title')}
                  withAsterisk
                  autoComplete="off"
                  error={err(e?.title?.message)}
                  {...form.register(`windows.${index}.title`)}
                />
                <TextInput
                  label={t('windows.title_eng')}
                  withAsterisk
                  autoComplete="off"
                  lang="en"
                  error={err(e?.title_eng?.message)}
                  {...form.register(`windows.${index}.title_eng`)}
                />
                <TextInput
                  label={t('windows.title_sv')}
                  description={t('windows.title_sv_hint')}
                  // The hint below the box: the three titles' boxes stay in one line.
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  autoComplete="off"
                  lang="sv"
                  error={err(e?.title_sv?.message)}
                  {...form.register(`windows.${index}.title_sv`)}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" verticalSpacing="sm">
                <TextInput
                  label={t('windows.price')}
                  withAsterisk
                  inputMode="decimal"
                  autoComplete="off"
                  rightSection={unit('euros')}
                  error={err(e?.price?.message)}
                  {...form.register(`windows.${index}.price`, { setValueAs: toNumber })}
                />
                <TextInput
                  label={t('windows.default_amount')}
                  withAsterisk
                  inputMode="numeric"
                  autoComplete="off"
                  rightSection={unit('amount')}
                  rightSectionWidth={44}
                  error={err(e?.default_amount?.message)}
                  {...form.register(`windows.${index}.default_amount`, { setValueAs: toNumber })}
                />
                <TextInput
                  label={t('windows.washing_time')}
                  withAsterisk
                  inputMode="decimal"
                  autoComplete="off"
                  rightSection={unit('minutes')}
                  rightSectionWidth={44}
                  error={err(e?.washing_time?.message)}
                  {...form.register(`windows.${index}.washing_time`, { setValueAs: toNumber })}
                />
                <TextInput
                  label={t('windows.easoft_item_id')}
                  withAsterisk
                  inputMode="numeric"
                  autoComplete="off"
                  error={err(e?.easoft_item_id?.message)}
                  {...form.register(`windows.${index}.easoft_item_id`)}
                />
              </SimpleGrid>
              <WindowImageField form={form} index={index} error={e?.image?.message} />
            </Stack>
          </Paper>
        );
      })}
      <Group>
        <Button variant="light" onClick={() => rows.append(newWindow, { shouldFocus: true })}>
          {t('windows.add')}
        </Button>
      </Group>
    </Stack>
  );
}
