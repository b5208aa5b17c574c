import { useMemo, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Discount } from '../../../../contracts/discount';
import { showError, showSuccess } from '../../../components/ui/toast';
import { useDeleteDiscount } from '../api/delete-discount';
import { useDiscounts } from '../api/list-discounts';
import { nextSort, sortDiscounts, type Sort } from '../lib/discount-table';
import { DeleteDiscountModal } from './delete-discount-modal';
import { DiscountTable } from './discount-table';

/** /admin/discount/list: every code, newest first, sortable; edit and delete (asks first). */
export function DiscountListPage() {
  const { t } = useTranslation('admin-discounts');
  const discounts = useDiscounts();
  const remove = useDeleteDiscount();
  const [sort, setSort] = useState<Sort | null>(null);
  const [toDelete, setToDelete] = useState<Discount | null>(null);
  const sorted = useMemo(() => sortDiscounts(discounts.data ?? [], sort), [discounts.data, sort]);

  function confirmDelete(discount: Discount) {
    remove.mutate(discount.id, {
      onSuccess: () => showSuccess(t('deleted')),
      onError: (error) => showError(t('delete_failed', { reason: error.message })),
      onSettled: () => setToDelete(null),
    });
  }

  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between">
        <Title order={1}>{t('title')}</Title>
        <Button component={Link} to="/admin/discount/create">
          {t('new')}
        </Button>
      </Group>
      {discounts.isPending && (
        <Center py="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      )}
      {discounts.isError && (
        <Alert color="red" role="alert">
          {t('load_failed')}
          <Button
            variant="subtle"
            size="compact-sm"
            ml="sm"
            onClick={() => void discounts.refetch()}
          >
            {t('retry')}
          </Button>
        </Alert>
      )}
      {discounts.data?.length === 0 && (
        <Paper withBorder p="lg" radius="md" data-testid="discounts-empty">
          <Text c="dimmed">{t('empty')}</Text>
        </Paper>
      )}
      {sorted.length > 0 && (
        <Paper withBorder radius="md">
          <DiscountTable
            discounts={sorted}
            sort={sort}
            onSort={(key) => setSort((current) => nextSort(current, key))}
            onDelete={setToDelete}
          />
        </Paper>
      )}
      <DeleteDiscountModal
        discount={toDelete}
        isDeleting={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}

export { DiscountListPage as Component };
