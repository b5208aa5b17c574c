import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { showError, showSuccess } from '../../../components/ui/toast';
import { useCreateDiscount } from '../api/create-discount';
import { DiscountFormView } from './discount-form';

/** /admin/discount/create. After success the list; on failure the form keeps what was typed. */
export function DiscountCreatePage() {
  const { t } = useTranslation('admin-discounts');
  const navigate = useNavigate();
  const create = useCreateDiscount();
  return (
    <Stack gap="lg" maw={720}>
      <Anchor component={Link} to="/admin/discount/list" size="sm">
        ← {t('back')}
      </Anchor>
      <Title order={1}>{t('create_title')}</Title>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <DiscountFormView
          mode="create"
          onSave={async (values) => {
            try {
              await create.mutateAsync(values);
            } catch (error) {
              const reason = error instanceof Error ? error.message : '';
              showError(t('create_failed', { reason }));
              throw error;
            }
            showSuccess(t('created'));
            void navigate('/admin/discount/list');
          }}
        />
      </Paper>
    </Stack>
  );
}

export { DiscountCreatePage as Component };
