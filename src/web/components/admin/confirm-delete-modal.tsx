import type { ReactNode } from 'react';
import { Button, Group, Modal } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { DeleteFlow } from './list-page';

/**
 * Delete asks first (admin spec section 2): a modal naming what goes, with cancel and a
 * red confirm button that shows the call in progress.
 */
export function ConfirmDeleteModal(props: {
  opened: boolean;
  title: string;
  cancelLabel: string;
  confirmLabel: string;
  isDeleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      {props.opened ? (
        <>
          {props.children}
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={props.onClose}>
              {props.cancelLabel}
            </Button>
            <Button color="red" loading={props.isDeleting} onClick={props.onConfirm}>
              {props.confirmLabel}
            </Button>
          </Group>
        </>
      ) : null}
    </Modal>
  );
}

/**
 * The question of a list's delete (useDeleteFlow): `children` tells what goes. The texts
 * are the feature's keys confirm_title, cancel and confirm_delete.
 */
export function DeleteFlowModal<T>(props: {
  t: TFunction;
  flow: DeleteFlow<T>;
  children: (row: T) => ReactNode;
}) {
  const { t, flow } = props;
  return (
    <ConfirmDeleteModal
      opened={flow.toDelete !== null}
      title={t('confirm_title')}
      cancelLabel={t('cancel')}
      confirmLabel={t('confirm_delete')}
      isDeleting={flow.isDeleting}
      onConfirm={flow.confirm}
      onClose={flow.cancel}
    >
      {flow.toDelete !== null && props.children(flow.toDelete)}
    </ConfirmDeleteModal>
  );
}
