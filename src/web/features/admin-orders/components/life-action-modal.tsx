import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The frame of every action dialog of the order page (cancel, move, mark paid or done,
 * record a refund): a title, the action's own fields, then Close and the action's button.
 * The form submits with Enter as well as with the button.
 */
export function LifeActionModal(props: {
  title: string;
  opened: boolean;
  onClose: () => void;
  onSubmit: () => void;
  submitLabel: string;
  isPending: boolean;
  color?: string;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin-orders');
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      closeButtonProps={{ 'aria-label': t('life.close') }}
      title={props.title}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
        noValidate
        data-testid={props.testId}
      >
        <Stack gap="md">
          {props.children}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('life.close')}
            </Button>
            <Button type="submit" color={props.color} loading={props.isPending}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
