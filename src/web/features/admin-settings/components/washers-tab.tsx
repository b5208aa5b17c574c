import { useEffect, useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  MultiSelect,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { Controller, useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  cleanersFormSchema,
  type SavedCleaner,
  type SavedPostalArea,
  type Suggestion,
} from '#contracts/settings.ts';
import { showError, showSuccess } from '#web/components/ui/toast.ts';
import { errorText } from '#web/lib/form-errors.ts';
import { useDeleteCleaner } from '../api/delete-cleaner';
import { useSaveCleaners } from '../api/save-cleaners';
import { refusalText, splitRowErrors } from '../lib/server-errors';
import { ConfirmRemoveModal } from './confirm-remove-modal';
import { deleteIcon as removeIcon } from '#web/components/admin/icons.tsx';
import classes from './settings.module.css';

interface WasherRow {
  id?: number | undefined;
  name: string;
  address: string;
  maintain_group_id: number | null;
  postalAreas: number[];
  /** Read-only: shown, never sent (the schema drops it). */
  calendar_id?: number | null;
}
interface WashersForm {
  cleaners: WasherRow[];
}

const toForm = (cleaners: readonly SavedCleaner[]): WashersForm => ({
  cleaners: cleaners.map((c) => ({ ...c, postalAreas: [...c.postalAreas] })),
});

/**
 * The washer section (admin spec sections 2 and 4): name, address, calendar row id
 * (read-only) and postal areas per row, a remove button per row, 'Select new maintainer'
 * with 'Add new' (a new washer only comes from a suggestion) and 'Tallenna Muutokset'.
 */
export function WashersTab(props: {
  cleaners: readonly SavedCleaner[];
  areas: readonly SavedPostalArea[];
  suggestions: readonly Suggestion[];
  onDirtyChange: (isDirty: boolean) => void;
}) {
  const { t } = useTranslation('admin-settings');
  const save = useSaveCleaners();
  const remove = useDeleteCleaner();
  const form = useForm<WashersForm>({
    resolver: zodResolver(cleanersFormSchema),
    defaultValues: toForm(props.cleaners),
  });
  const rows = useFieldArray({ control: form.control, name: 'cleaners', keyName: 'key' });
  const [picked, setPicked] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ index: number; id: number; name: string } | null>(
    null,
  );
  const { errors, isDirty } = form.formState;
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const areaData = useMemo(
    () => props.areas.map((a) => ({ value: a.id, label: a.name })),
    [props.areas],
  );
  const rowsNow = useWatch({ control: form.control, name: 'cleaners' });
  const free = props.suggestions.filter((s) => !rowsNow.some((r) => r.maintain_group_id === s.id));

  function addPicked() {
    const suggestion = free.find((s) => String(s.id) === picked);
    if (!suggestion) return;
    rows.append({
      name: suggestion.name,
      address: '',
      maintain_group_id: suggestion.id,
      postalAreas: [],
      calendar_id: null,
    });
    setPicked(null);
  }

  const onSubmit = form.handleSubmit(async ({ cleaners }) => {
    try {
      const saved = await save.mutateAsync(cleaners);
      form.reset(toForm(saved));
      showSuccess(t('washers.saved'));
    } catch (error) {
      const inputs = ['name', 'address', 'postalAreas', 'maintain_group_id'];
      const { fields, other } = splitRowErrors(error, 'cleaners', inputs);
      for (const f of fields) {
        const path = f.path.replace(/maintain_group_id$/, 'name');
        form.setError(path as Path<WashersForm>, { type: 'server', message: f.message });
      }
      showError(t('washers.save_failed', { reason: other.join(' ') || refusalText(error) }));
    }
  });

  function confirmRemove() {
    if (!removing) return;
    const { index, id } = removing;
    remove.mutate(id, {
      onSuccess: () => {
        rows.remove(index);
        const stored = form.formState.defaultValues?.cleaners ?? [];
        form.reset(
          { cleaners: stored.filter((c) => c?.id !== id) as WasherRow[] },
          { keepValues: true },
        );
        setRemoving(null);
        showSuccess(t('washers.deleted'));
      },
      onError: (error) => {
        setRemoving(null);
        showError(t('washers.delete_failed', { reason: refusalText(error) }));
      },
    });
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="washers-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed" maw={760}>
          {t('washers.intro')}
        </Text>
        {rows.fields.length === 0 ? <Text c="dimmed">{t('washers.none')}</Text> : null}
        <div>
          {rows.fields.map((row, index) => {
            const rowErrors = errors.cleaners?.[index];
            const name = rowsNow[index]?.name ?? '';
            return (
              <div
                key={row.key}
                className={`${classes.row} ${classes.washerRow}`}
                data-testid="washer-row"
              >
                <div className={classes.fields}>
                  <TextInput
                    label={t('washers.name')}
                    aria-label={t('washers.name_named', { index: index + 1 })}
                    withAsterisk
                    maxLength={128}
                    error={errorText(t, rowErrors?.name?.message)}
                    {...form.register(`cleaners.${index}.name`)}
                  />
                  <TextInput
                    label={t('washers.address')}
                    aria-label={t('washers.address_named', { index: index + 1 })}
                    maxLength={256}
                    error={errorText(t, rowErrors?.address?.message)}
                    {...form.register(`cleaners.${index}.address`)}
                  />
                  <TextInput
                    label={t('washers.calendar')}
                    value={
                      row.calendar_id == null ? t('washers.calendar_new') : `#${row.calendar_id}`
                    }
                    readOnly
                    variant="filled"
                    data-testid="calendar-id"
                  />
                  <Controller
                    control={form.control}
                    name={`cleaners.${index}.postalAreas`}
                    render={({ field, fieldState }) => (
                      <MultiSelect<number>
                        label={t('washers.areas')}
                        aria-label={t('washers.areas_named', { index: index + 1 })}
                        data={areaData}
                        value={field.value}
                        onChange={field.onChange}
                        searchable
                        hidePickedOptions
                        placeholder={t('washers.areas_placeholder')}
                        nothingFoundMessage={t('areas.no_match')}
                        comboboxProps={{ withinPortal: true }}
                        error={errorText(t, fieldState.error?.message)}
                      />
                    )}
                  />
                </div>
                <ActionIcon
                  className={classes.remove}
                  variant="light"
                  color="red"
                  size="lg"
                  aria-label={t('washers.remove_named', { name: name || index + 1 })}
                  onClick={() =>
                    row.id === undefined
                      ? rows.remove(index)
                      : setRemoving({ index, id: row.id, name: name || String(row.id) })
                  }
                >
                  {removeIcon}
                </ActionIcon>
              </div>
            );
          })}
        </div>
        <Group gap="sm" align="flex-end">
          <Select
            label={t('washers.new_maintainer')}
            data={free.map((s) => ({ value: String(s.id), label: s.name }))}
            value={picked}
            onChange={setPicked}
            placeholder={free.length === 0 ? t('washers.no_suggestions') : undefined}
            disabled={free.length === 0}
            comboboxProps={{ withinPortal: true }}
            w={{ base: '100%', xs: 280 }}
          />
          <Button variant="light" onClick={addPicked} disabled={picked === null}>
            {t('washers.add')}
          </Button>
        </Group>
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {t('washers.save')}
          </Button>
          {isDirty ? (
            <Badge color="yellow" variant="filled" autoContrast>
              {t('unsaved')}
            </Badge>
          ) : null}
        </Group>
      </Stack>
      <ConfirmRemoveModal
        title={t('washers.confirm_title')}
        text={removing ? t('washers.confirm_text', { name: removing.name }) : null}
        isRemoving={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </form>
  );
}
