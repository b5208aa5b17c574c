import { Alert, Anchor, Center, Loader, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { showError, showSuccess } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useDiscount } from '../api/get-discount';
import { useUpdateDiscount } from '../api/update-discount';
import { DiscountFormView } from './discount-form';

/** /admin/discount/edit/:discountId: every field but the uses, which orders count. */
export function DiscountEditPage() {
  const { t } = useTranslation('admin-discounts');
  const navigate = useNavigate();
  const id = Number(useParams().discountId);
  const isValidId = Number.isInteger(id) && id > 0;
  const discount = useDiscount(isValidId ? id : 0);
  const update = useUpdateDiscount(id);

  let body;
  if (!isValidId || (discount.error instanceof ApiError && discount.error.status === 404)) {
    body = <Alert color="yellow">{t('not_found')}</Alert>;
  } else if (discount.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  } else if (discount.isError) {
    body = (
      <Alert color="red" role="alert">
        {t('load_failed')}
      </Alert>
    );
  } else {
    body = (
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <DiscountFormView
          key={discount.data.id}
          mode="edit"
          initial={discount.data}
          onSave={async (values) => {
            try {
              await update.mutateAsync(values);
            } catch (error) {
              showError(t('save_failed'));
              throw error;
            }
            showSuccess(t('updated'));
            void navigate('/admin/discount/list');
          }}
        />
      </Paper>
    );
  }

  return (
    <Stack gap="lg" maw={720}>
      <Anchor component={Link} to="/admin/discount/list" size="sm">
        ← {t('back')}
      </Anchor>
      <Title order={1}>
        {discount.data ? t('edit_title', { code: discount.data.code }) : t('edit_title_plain')}
      </Title>
      {body}
    </Stack>
  );
}

export { DiscountEditPage as Component };
