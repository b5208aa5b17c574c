import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { deleteIcon, editIcon } from './icons';

/**
 * A row's edit (a link to `editTo`) and delete (`onDelete`, which asks first) as icon
 * buttons with tooltips. The buttons are named by the feature's keys edit_named and
 * delete_named with `named`; the tooltips say the same unless `tooltips` are given.
 */
export function RowActions(props: {
  t: TFunction;
  editTo: string;
  named: Record<string, string | number>;
  tooltips?: { edit: string; delete: string };
  isDeleteDisabled?: boolean;
  onDelete: () => void;
  justify?: 'flex-end';
}) {
  const { t, named } = props;
  const editLabel = t('edit_named', named);
  const deleteLabel = t('delete_named', named);
  return (
    <Group gap="xs" wrap="nowrap" justify={props.justify}>
      <Tooltip label={props.tooltips?.edit ?? editLabel}>
        <ActionIcon
          component={Link}
          to={props.editTo}
          variant="light"
          size="lg"
          aria-label={editLabel}
        >
          {editIcon}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={props.tooltips?.delete ?? deleteLabel}>
        <ActionIcon
          variant="light"
          color="red"
          size="lg"
          disabled={props.isDeleteDisabled}
          onClick={props.onDelete}
          aria-label={deleteLabel}
        >
          {deleteIcon}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
