import type { ReactNode } from 'react';
import { Button, Group, Modal } from '@mantine/core';

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
