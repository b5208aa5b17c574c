import { useState } from 'react';
import { Anchor, Button, Checkbox, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderTerms } from '#web/components/ui/order-terms.tsx';
import { usePagePath } from '#web/lib/page-path.ts';
import type { ContactFormApi } from '../hooks/use-contact-form';
import { useFieldError } from '../hooks/use-field-error';
import classes from './checkout.module.css';

/**
 * The terms of order: a checkbox, and the terms in a modal; beside them the link to the
 * privacy notice (what typed here is kept in the tab, so going there and back loses nothing).
 */
export function TermsField({ form }: { form: ContactFormApi }) {
  const { t } = useTranslation('checkout');
  const path = usePagePath();
  const { t: tt } = useTranslation('terms');
  const [isOpen, setOpen] = useState(false);
  const error = useFieldError(form.formState.errors);
  return (
    <Stack gap="xs" component="fieldset" className={classes.fieldset}>
      <Title order={2} size="h4" component="legend">
        {t('sections.terms')}
      </Title>
      <Checkbox
        label={t('fields.terms')}
        error={error('terms')}
        data-testid="terms"
        {...form.register('terms')}
      />
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => setOpen(true)}
        w="fit-content"
      >
        {t('fields.read_terms')}
      </Anchor>
      <Text size="sm">
        {t('fields.privacy')}{' '}
        <Anchor component={Link} to={path('privacy')} data-testid="privacy-link">
          {t('fields.read_privacy')}
        </Anchor>
      </Text>
      <Modal opened={isOpen} onClose={() => setOpen(false)} title={tt('title')} size="lg">
        <OrderTerms />
        <Group justify="flex-end" mt="md">
          <Button onClick={() => setOpen(false)}>{t('terms_modal.close')}</Button>
        </Group>
      </Modal>
    </Stack>
  );
}
