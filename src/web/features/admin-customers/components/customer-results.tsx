import { useTranslation } from 'react-i18next';
import type { CustomerMatch } from '#contracts/customer-data.ts';
import { CardList } from '#web/components/admin/list-page.tsx';
import { CustomerResult } from './customer-result';

/** The customers found, each with its download and erase; `exporting` is being downloaded. */
export function CustomerResults(props: {
  customers: readonly CustomerMatch[];
  exporting: string | undefined;
  onExport: (email: string) => void;
  /** Absent when the user's role may not erase (src/contracts/access.ts): no erase button. */
  onErase?: (customer: CustomerMatch) => void;
}) {
  const { t } = useTranslation('admin-customers');
  return (
    <CardList label={t('results')}>
      {props.customers.map((customer) => (
        <CustomerResult
          key={customer.email}
          customer={customer}
          isExporting={props.exporting === customer.email}
          onExport={() => props.onExport(customer.email)}
          onErase={props.onErase && (() => props.onErase?.(customer))}
        />
      ))}
    </CardList>
  );
}
