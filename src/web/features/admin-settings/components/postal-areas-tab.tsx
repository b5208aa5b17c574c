import { useEffect, useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  postalAreasFormSchema,
  type PostalCodeOption,
  type SavedCleaner,
  type SavedPostalArea,
} from '#contracts/settings.ts';
import { showError, showSuccess } from '#web/components/ui/toast.ts';
import { errorText } from '#web/lib/form-errors.ts';
import { useDeletePostalArea } from '../api/delete-postal-area';
import { useSavePostalAreas } from '../api/save-postal-areas';
import { refusalText, splitRowErrors } from '../lib/server-errors';
import { ConfirmRemoveModal } from './confirm-remove-modal';
import { PostalCodeSelect } from './postal-code-select';
import { deleteIcon as removeIcon } from '#web/components/admin/icons.tsx';
import classes from './settings.module.css';

interface AreaRow {
  id?: number | undefined;
  name: string;
  postalCodes: string[];
}
interface AreasForm {
  areas: AreaRow[];
}

const toForm = (areas: readonly SavedPostalArea[]): AreasForm => ({
  areas: areas.map((a) => ({ id: a.id, name: a.name, postalCodes: [...a.postalCodes] })),
});

/**
 * The postal-area section (admin spec section 2): a name and postal codes per row, a
 * remove button per row, 'Lisää uusi' and 'Tallenna muutokset'. The list is saved whole;
 * a stored area is removed at once (after a question), an unsaved one only leaves the list.
 */
export function PostalAreasTab(props: {
  areas: readonly SavedPostalArea[];
  codes: readonly PostalCodeOption[];
  cleaners: readonly SavedCleaner[];
  onDirtyChange: (isDirty: boolean) => void;
}) {
  const { t } = useTranslation('admin-settings');
  const save = useSavePostalAreas();
  const remove = useDeletePostalArea();
  const form = useForm<AreasForm>({
    resolver: zodResolver(postalAreasFormSchema),
    defaultValues: toForm(props.areas),
  });
  const rows = useFieldArray({ control: form.control, name: 'areas', keyName: 'key' });
  const [removing, setRemoving] = useState<{ index: number; id: number; name: string } | null>(
    null,
  );
  const { errors, isDirty } = form.formState;
  const rowsNow = useWatch({ control: form.control, name: 'areas' });
  const codeData = useMemo(
    () => props.codes.map((c) => ({ value: c.code, label: `${c.code} - ${c.name}` })),
    [props.codes],
  );
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = form.handleSubmit(async ({ areas }) => {
    try {
      const saved = await save.mutateAsync(areas);
      form.reset(toForm(saved));
      showSuccess(t('areas.saved'));
    } catch (error) {
      const { fields, other } = splitRowErrors(error, 'areas', ['name', 'postalCodes']);
      for (const f of fields) {
        form.setError(f.path as Path<AreasForm>, { type: 'server', message: f.message });
      }
      showError(t('areas.save_failed', { reason: other.join(' ') || refusalText(error) }));
    }
  });

  function confirmRemove() {
    if (!removing) return;
    const { index, id } = removing;
    remove.mutate(id, {
      onSuccess: () => {
        rows.remove(index);
        // The stored list lost the row too: the other rows stay as edited, and as dirty.
        const stored = form.formState.defaultValues?.areas ?? [];
        form.reset(
          { areas: stored.filter((a) => a?.id !== id) as AreaRow[] },
          { keepValues: true },
        );
        setRemoving(null);
        showSuccess(t('areas.deleted'));
      },
      onError: (error) => {
        setRemoving(null);
        const users = props.cleaners.filter((c) => c.postalAreas.includes(id)).map((c) => c.name);
        const usedBy =
          users.length > 0 ? ` ${t('areas.used_by', { names: users.join(', ') })}` : '';
        showError(t('areas.delete_failed', { reason: refusalText(error) + usedBy }));
      },
    });
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="postal-areas-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed" maw={760}>
          {t('areas.intro')}
        </Text>
        {rows.fields.length === 0 ? <Text c="dimmed">{t('areas.none')}</Text> : null}
        <div>
          {rows.fields.map((row, index) => {
            const rowErrors = errors.areas?.[index];
            const name = rowsNow[index]?.name ?? '';
            return (
              <div
                key={row.key}
                className={`${classes.row} ${classes.areaRow}`}
                data-testid="area-row"
              >
                <div className={classes.fields}>
                  <TextInput
                    label={t('areas.name')}
                    aria-label={t('areas.name_named', { index: index + 1 })}
                    withAsterisk
                    maxLength={128}
                    error={errorText(t, rowErrors?.name?.message)}
                    {...form.register(`areas.${index}.name`)}
                  />
                  <Controller
                    control={form.control}
                    name={`areas.${index}.postalCodes`}
                    render={({ field, fieldState }) => (
                      <PostalCodeSelect
                        data={codeData}
                        value={field.value}
                        onChange={field.onChange}
                        label={t('areas.codes')}
                        ariaLabel={t('areas.codes_named', { index: index + 1 })}
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
                  aria-label={t('areas.remove_named', { name: name || index + 1 })}
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
        <Group gap="sm">
          <Button variant="light" onClick={() => rows.append({ name: '', postalCodes: [] })}>
            {t('areas.add')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('areas.save')}
          </Button>
          {isDirty ? (
            <Badge color="yellow" variant="filled" autoContrast>
              {t('unsaved')}
            </Badge>
          ) : null}
        </Group>
      </Stack>
      <ConfirmRemoveModal
        title={t('areas.confirm_title')}
        text={removing ? t('areas.confirm_text', { name: removing.name }) : null}
        isRemoving={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </form>
  );
}
