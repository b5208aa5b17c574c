import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  postalAreasFormSchema,
  type PostalCodeOption,
  type SavedCleaner,
  type SavedPostalArea,
} from '#contracts/settings.ts';
import { errorText } from '#web/lib/form-errors.ts';
import { useDeletePostalArea } from '../api/delete-postal-area';
import { useSavePostalAreas } from '../api/save-postal-areas';
import { useEditableRows, type RowsList } from '../hooks/use-editable-rows';
import { EditableRowsForm } from './editable-rows';
import { PostalCodeSelect } from './postal-code-select';

interface AreaRow {
  id?: number | undefined;
  name: string;
  postalCodes: string[];
}

const toRow = (a: SavedPostalArea): AreaRow => ({
  id: a.id,
  name: a.name,
  postalCodes: [...a.postalCodes],
});

const areasList: RowsList<'areas', AreaRow, SavedPostalArea> = {
  kind: 'areas',
  list: 'areas',
  resolver: zodResolver(postalAreasFormSchema),
  toRow,
  useSave: useSavePostalAreas,
  useRemove: useDeletePostalArea,
  inputs: ['name', 'postalCodes'],
};

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
  /** An area that washers still serve says which. */
  const whyNotDeleted = (id: number) => {
    const users = props.cleaners.filter((c) => c.postalAreas.includes(id)).map((c) => c.name);
    return users.length > 0 ? ` ${t('areas.used_by', { names: users.join(', ') })}` : '';
  };
  const editor = useEditableRows(areasList, {
    stored: props.areas,
    onDirtyChange: props.onDirtyChange,
    whyNotDeleted,
  });
  const { form, rows } = editor;
  const codeData = useMemo(
    () => props.codes.map((c) => ({ value: c.code, label: `${c.code} - ${c.name}` })),
    [props.codes],
  );

  return (
    <EditableRowsForm
      editor={editor}
      actions={
        <Button variant="light" onClick={() => rows.append({ name: '', postalCodes: [] })}>
          {t('areas.add')}
        </Button>
      }
      rowFields={(index) => (
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
      )}
    />
  );
}
