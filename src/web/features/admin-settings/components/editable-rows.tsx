import type { ReactNode } from 'react';
import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { deleteIcon as removeIcon } from '#web/components/admin/icons.tsx';
import { errorText } from '#web/lib/form-errors.ts';
import type { RowsEditor } from '../hooks/use-editable-rows';
import { ConfirmRemoveModal } from './confirm-remove-modal';
import classes from './settings.module.css';

/** Each list's test ids, and the grid of its rows' inputs on a desktop. */
const looks = {
  areas: { form: 'postal-areas-form', row: 'area-row', rowClass: classes.areaRow },
  washers: { form: 'washers-form', row: 'washer-row', rowClass: classes.washerRow },
} as const;

/** Row `index` of a list: its name, its other inputs (`children`) and its remove button. */
function EditableRow(props: {
  editor: RowsEditor;
  index: number;
  id: number | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin-settings');
  const { editor, index } = props;
  const { kind } = editor;
  const look = looks[kind];
  const name = editor.nameField(index);
  return (
    <div className={`${classes.row} ${look.rowClass}`} data-testid={look.row}>
      <div className={classes.fields}>
        <TextInput
          label={t(`${kind}.name`)}
          aria-label={t(`${kind}.name_named`, { index: index + 1 })}
          withAsterisk
          maxLength={128}
          error={errorText(t, name.error)}
          {...name.registration}
        />
        {props.children}
      </div>
      <ActionIcon
        className={classes.remove}
        variant="light"
        color="red"
        size="lg"
        aria-label={t(`${kind}.remove_named`, { name: editor.rowsNow[index]?.name || index + 1 })}
        onClick={() => editor.askRemove(index, props.id)}
      >
        {removeIcon}
      </ActionIcon>
    </div>
  );
}

/**
 * A settings list as one form: the intro, the rows (each its name, the inputs of
 * `rowFields` and a remove button; or 'none'), what adds a row (`adding`, or `actions`
 * beside the save button), the save button with 'unsaved' while anything is, and the
 * question before a stored row is deleted.
 */
export function EditableRowsForm(props: {
  editor: RowsEditor;
  adding?: ReactNode;
  actions?: ReactNode;
  rowFields: (index: number) => ReactNode;
}) {
  const { t } = useTranslation('admin-settings');
  const { editor } = props;
  const { kind, removing } = editor;
  return (
    <form onSubmit={(e) => void editor.onSubmit(e)} noValidate data-testid={looks[kind].form}>
      <Stack gap="md">
        <Text size="sm" c="dimmed" maw={760}>
          {t(`${kind}.intro`)}
        </Text>
        {editor.items.length === 0 ? <Text c="dimmed">{t(`${kind}.none`)}</Text> : null}
        <div>
          {editor.items.map((item, index) => (
            <EditableRow key={item.key} editor={editor} index={index} id={item.id}>
              {props.rowFields(index)}
            </EditableRow>
          ))}
        </div>
        {props.adding}
        <Group gap="sm">
          {props.actions}
          <Button type="submit" loading={editor.isSaving}>
            {t(`${kind}.save`)}
          </Button>
          {editor.isDirty ? (
            <Badge color="yellow" variant="filled" autoContrast>
              {t('unsaved')}
            </Badge>
          ) : null}
        </Group>
      </Stack>
      <ConfirmRemoveModal
        title={t(`${kind}.confirm_title`)}
        text={removing ? t(`${kind}.confirm_text`, { name: removing.name }) : null}
        isRemoving={editor.isRemoving}
        onConfirm={editor.confirmRemove}
        onClose={editor.cancelRemove}
      />
    </form>
  );
}
