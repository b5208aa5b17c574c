import { useMemo, useState } from 'react';
import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeleteFlowModal } from '#web/components/admin/confirm-delete-modal.tsx';
import { AdminListPage, ListBody, useDeleteFlow } from '#web/components/admin/list-page.tsx';
import type { Discount } from '#contracts/discount.ts';
import { useDeleteDiscount } from '../api/delete-discount';
import { useDiscounts } from '../api/list-discounts';
import { nextSort, sortDiscounts, type Sort } from '../lib/discount-table';
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
  const sorted = useMemo(
    () => discounts.data && sortDiscounts(discounts.data, sort),
    [discounts.data, sort],
  );
  return (
    <AdminListPage title={t('title')} newTo="/admin/discount/create" newLabel={t('new')}>
      <ListBody t={t} query={discounts} rows={sorted} emptyTestId="discounts-empty">
        {(rows) => (
          <Paper withBorder radius="md">
            <DiscountTable
              discounts={rows}
              sort={sort}
              onSort={(key) => setSort((current) => nextSort(current, key))}
              onDelete={deletion.ask}
            />
          </Paper>
        )}
      </ListBody>
      <DeleteFlowModal t={t} flow={deletion}>
        {(discount) => <Text>{t('confirm_text', { code: discount.code })}</Text>}
      </DeleteFlowModal>
    </AdminListPage>
  );
}

export { DiscountListPage as Component };
