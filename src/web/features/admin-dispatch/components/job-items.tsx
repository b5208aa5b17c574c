import { useTranslation } from 'react-i18next';
import type { DispatchJob } from '#contracts/dispatch.ts';
import classes from './dispatch.module.css';
import { numberFormatOf } from '#domain/locale/intl-locale.ts';

/** The order's lines to wash as the order page names them: "Balcony glass × 6". */
export function JobItems({ items }: { items: DispatchJob['items'] }) {
  const { t, i18n } = useTranslation('admin-dispatch');
  if (items.length === 0) return <>{t('items_none')}</>;
  const amount = numberFormatOf(i18n.language, { maximumFractionDigits: 2 });
  return (
    <ul className={classes.items}>
      {items.map((item, index) => (
        <li key={index}>
          {item.name} × {amount.format(item.amount)}
        </li>
      ))}
    </ul>
  );
}
