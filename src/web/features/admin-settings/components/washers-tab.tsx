import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  cleanersFormSchema,
  type SavedCleaner,
  type SavedPostalArea,
  type Suggestion,
} from '#contracts/settings.ts';
import { defaultStartRules } from '#domain/calendar/start-rules.ts';
import { errorText } from '#web/lib/form-errors.ts';
import { useDeleteCleaner } from '../api/delete-cleaner';
import { useSaveCleaners } from '../api/save-cleaners';
import { useEditableRows, type RowsList } from '../hooks/use-editable-rows';
import { CalendarLink } from './calendar-link';
import { WasherStartRules } from './washer-start-rules';
import { EditableRowsForm } from './editable-rows';

interface WasherRow {
  id?: number | undefined;
  name: string;
  address: string;
  maintain_group_id: number | null;
  postalAreas: number[];
  travelMinutes?: number | undefined;
  startGridMinutes?: number | undefined;
  /** Read-only: shown, never sent (the schema drops it). */
  calendar_id?: number | null;
}

const toRow = (c: SavedCleaner): WasherRow => ({ ...c, postalAreas: [...c.postalAreas] });

/** A refused maintainer shows on the name: the row has no input of its own for it. */
const inputOf = (input: string) => (input === 'maintain_group_id' ? 'name' : input);

const washersList: RowsList<'cleaners', WasherRow, SavedCleaner> = {
  kind: 'washers',
  list: 'cleaners',
  resolver: zodResolver(cleanersFormSchema),
  toRow,
  useSave: useSaveCleaners,
  useRemove: useDeleteCleaner,
  inputs: [
    'name',
    'address',
    'postalAreas',
    'maintain_group_id',
    'travelMinutes',
    'startGridMinutes',
  ],
  inputOf,
};

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
  const editor = useEditableRows(washersList, {
    stored: props.cleaners,
    onDirtyChange: props.onDirtyChange,
  });
  const { t } = useTranslation('admin-settings');
  const { form, rows, rowsNow } = editor;
  const { errors } = form.formState;
  const [picked, setPicked] = useState<string | null>(null);
  const areaData = useMemo(
    () => props.areas.map((a) => ({ value: a.id, label: a.name })),
    [props.areas],
  );
  const free = props.suggestions.filter((s) => !rowsNow.some((r) => r.maintain_group_id === s.id));

  function addPicked() {
    const suggestion = free.find((s) => String(s.id) === picked);
    if (!suggestion) return;
    rows.append({
      name: suggestion.name,
      address: '',
      maintain_group_id: suggestion.id,
      postalAreas: [],
      travelMinutes: defaultStartRules.travelMinutes,
      startGridMinutes: defaultStartRules.gridMinutes,
      calendar_id: null,
    });
    setPicked(null);
  }

  return (
    <EditableRowsForm
      editor={editor}
      adding={
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
      }
      rowFields={(index) => {
        const calendarId = rows.fields[index]?.calendar_id;
        const washerId = rows.fields[index]?.id;
        return (
          <>
            <TextInput
              label={t('washers.address')}
              aria-label={t('washers.address_named', { index: index + 1 })}
              maxLength={256}
              error={errorText(t, errors.cleaners?.[index]?.address?.message)}
              {...form.register(`cleaners.${index}.address`)}
            />
            <TextInput
              label={t('washers.calendar')}
              value={calendarId == null ? t('washers.calendar_new') : `#${calendarId}`}
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
            <WasherStartRules control={form.control} index={index} />
            {washerId === undefined ? null : (
              <CalendarLink washerId={washerId} name={rows.fields[index]?.name ?? ''} />
            )}
          </>
        );
      }}
    />
  );
}
