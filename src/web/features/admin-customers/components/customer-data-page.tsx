import { useState } from 'react';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomerMatch } from '#contracts/customer-data.ts';
import { AdminListPage, ListBody } from '#web/components/admin/list-page.tsx';
import { useCan } from '#web/components/admin/use-can.ts';
import { showError, showSuccess } from '#web/components/ui/toast.ts';
import { useExportCustomer } from '../api/export-customer';
import { useCustomerSearch } from '../api/search-customers';
import { CustomerResults } from './customer-results';
import { CustomerSearchForm } from './customer-search-form';
import { EraseCustomerModal } from './erase-customer-modal';

/**
 * /admin/customers: the customer's data rights (GDPR articles 15 and 17, decision 038).
 * Find a customer by e-mail or phone, download everything about their address as JSON, or
 * erase their personal data. The searched value stays in this page's state only.
 */
export function CustomerDataPage() {
  const { t } = useTranslation('admin-customers');
  const [query, setQuery] = useState('');
  const search = useCustomerSearch(query);
  const exporting = useExportCustomer();
  const [toErase, setToErase] = useState<CustomerMatch | null>(null);
  const canErase = useCan()('POST /api/customers/erase');

  const onExport = (email: string) =>
    exporting.mutate(email, {
      onSuccess: () => showSuccess(t('exported')),
      onError: (error) => showError(t('export_failed', { reason: error.message })),
    });

  return (
    <AdminListPage title={t('title')} width={880}>
      <Alert color="blue" variant="light" role="note" title={t('note_title')}>
        {t(canErase ? 'note' : 'note_without_erase')}
      </Alert>
      <CustomerSearchForm
        isSearching={search.isFetching}
        onSearch={(value) => (value === query ? void search.refetch() : setQuery(value))}
      />
      {query !== '' && (
        <ListBody t={t} query={search} rows={search.data?.customers}>
          {(rows) => (
            <CustomerResults
              customers={rows}
              exporting={exporting.isPending ? exporting.variables : undefined}
              onExport={onExport}
              onErase={canErase ? setToErase : undefined}
            />
          )}
        </ListBody>
      )}
      <EraseCustomerModal customer={toErase} onClose={() => setToErase(null)} />
    </AdminListPage>
  );
}

export { CustomerDataPage as Component };
