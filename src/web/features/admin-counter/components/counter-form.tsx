import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  updateCounterInputSchema,
  type CounterApi,
  type UpdateCounterInput,
} from '#contracts/counter.ts';
import { ApiError, isApiError } from '#web/lib/api/client.ts';
import { counterSections, formValuesOf } from '../lib/counter-form';
import { CounterFieldsSection } from './counter-fields-section';
import { StaleSaveAlert, type StaleSave } from './stale-save-alert';
import { WindowRows } from './window-rows';

export type CounterFormInput = z.input<typeof updateCounterInputSchema>;

/**
 * The counter configuration form (admin spec sections 3 and 5): the shared schema checks
 * it here and on the server, whose field errors ('windows.3.image') land on the same
 * fields. Inputs are registered, not controlled, so typing re-renders one field, not the
 * seventy. `onSave` answers the saved configuration (new window rows get their ids) or
 * throws to keep the form as it is.
 */
export function CounterForm(props: {
  initial: CounterApi;
  onSave: (values: UpdateCounterInput) => Promise<CounterApi>;
  /** The stored configuration read again (after a stale save). */
  onReload?: () => Promise<CounterApi>;
}) {
  const { t } = useTranslation('admin-counter');
  const form = useForm<CounterFormInput, unknown, UpdateCounterInput>({
    resolver: zodResolver(updateCounterInputSchema),
    defaultValues: formValuesOf(props.initial),
  });
  const { errors, isSubmitting, submitCount } = form.formState;
  const [stale, setStale] = useState<StaleSave | null>(null);
  const [isReloading, setReloading] = useState(false);
  const hasErrors = Object.keys(errors).length > 0 && stale === null;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await props.onSave(values);
      form.reset(formValuesOf(saved));
      setStale(null);
    } catch (error) {
      if (isApiError(error, 'CONFLICT') && error.details.savedAt) {
        setStale({ savedBy: error.details.savedBy ?? null, savedAt: error.details.savedAt });
      } else if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          form.setError(field as Path<CounterFormInput>, { type: 'server', message });
        }
      }
    }
  });

  async function reload() {
    if (!props.onReload) return;
    setReloading(true);
    try {
      form.reset(formValuesOf(await props.onReload()));
      setStale(null);
    } finally {
      setReloading(false);
    }
  }

  const [prices, ...otherSections] = counterSections;
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="counter-form">
      <Stack gap="lg">
        {prices && (
          <CounterFieldsSection
            section={prices.key}
            fields={prices.fields}
            register={form.register}
            errors={errors}
          >
            <Stack gap="xs">
              <Checkbox
                label={t('flags.show_video_guide')}
                {...form.register('show_video_guide')}
              />
              <Checkbox
                label={t('flags.base_price_info_block')}
                {...form.register('base_price_info_block')}
              />
            </Stack>
          </CounterFieldsSection>
        )}
        <Paper
          withBorder
          p={{ base: 'md', sm: 'lg' }}
          radius="md"
          component="section"
          aria-labelledby="counter-section-windows"
        >
          <Stack gap="md">
            <Title order={2} size="h3" id="counter-section-windows">
              {t('sections.windows')}
            </Title>
            <WindowRows form={form} />
          </Stack>
        </Paper>
        {otherSections.map((section) => (
          <CounterFieldsSection
            key={section.key}
            section={section.key}
            fields={section.fields}
            register={form.register}
            errors={errors}
          />
        ))}
        {hasErrors && submitCount > 0 && (
          <Alert color="red" role="alert">
            {t('has_errors')}
          </Alert>
        )}
        <Stack
          gap="sm"
          pos="sticky"
          bottom={0}
          py="sm"
          bg="var(--mantine-color-body)"
          style={{ zIndex: 2, borderTop: '1px solid var(--mantine-color-gray-3)' }}
        >
          {/* Beside the save button, where the refused save was made. */}
          {stale && props.onReload ? (
            <StaleSaveAlert stale={stale} busy={isReloading} onReload={() => void reload()} />
          ) : null}
          <Group>
            <Button type="submit" loading={isSubmitting}>
              {isSubmitting ? t('saving') : t('save')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </form>
  );
}
