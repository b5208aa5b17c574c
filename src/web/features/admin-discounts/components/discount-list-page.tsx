import { useMemo, useState } from 'react';
import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminListPage, ListLoadState, useDeleteFlow } from '#web/components/admin/list-page.tsx';
import type { Discount } from '#contracts/discount.ts';
import { useDeleteDiscount } from '../api/delete-discount';
import { useDiscounts } from '../api/list-discounts';
import { nextSort, sortDiscounts, type Sort } from '../lib/discount-table';
import { DeleteDiscountModal } from './delete-discount-modal';
import { DiscountTable } from './discount-table';

/** /admin/discount/list: every code, newest first, sortable; edit and delete (asks first). */
export function DiscountListPage() {
  const { t } = useTranslation('admin-discounts');
  const discounts = useDiscounts();
  const deletion = useDeleteFlow<Discount>(useDeleteDiscount(), {
    deleted: t('deleted'),
    failed: (reason) => t('delete_failed', { reason }),
  });
  const [sort, setSort] = useState<Sort | null>(null);
  const sorted = useMemo(() => sortDiscounts(discounts.data ?? [], sort), [discounts.data, sort]);
  return (
    <AdminListPage title={t('title')} newTo="/admin/discount/create" newLabel={t('new')}>
      <ListLoadState
        query={discounts}
        texts={{ loading: t('loading'), loadFailed: t('load_failed'), retry: t('retry') }}
      />
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
            onDelete={deletion.ask}
          />
        </Paper>
      )}
      <DeleteDiscountModal
        discount={deletion.toDelete}
        isDeleting={deletion.isDeleting}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      />
    </AdminListPage>
  );
}

export { DiscountListPage as Component };
