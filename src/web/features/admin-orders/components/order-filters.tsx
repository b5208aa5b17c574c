import { Checkbox, Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface OrderFilterValues {
  search: string;
  international: 'all' | 'true' | 'false';
  isRecurringOnly: boolean;
  isAttentionOnly: boolean;
}

export const noOrderFilters: OrderFilterValues = {
  search: '',
  international: 'all',
  isRecurringOnly: false,
  isAttentionOnly: false,
};

/** The list's search and filters (admin spec section 4, decision 036); a change starts at page 1. */
export function OrderFilters(props: {
  value: OrderFilterValues;
  onChange: (value: OrderFilterValues) => void;
}) {
  const { t } = useTranslation('admin-orders');
  const { value } = props;
  const change = (patch: Partial<OrderFilterValues>) => props.onChange({ ...value, ...patch });
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <TextInput
        label={t('search')}
        placeholder={t('search_hint')}
        value={value.search}
        onChange={(e) => change({ search: e.currentTarget.value })}
        w={320}
      />
      <Select
        label={t('international')}
        data={[
          { value: 'all', label: t('international_all') },
          { value: 'true', label: t('international_yes') },
          { value: 'false', label: t('international_no') },
        ]}
        value={value.international}
        onChange={(international) =>
          change({ international: (international ?? 'all') as OrderFilterValues['international'] })
        }
        allowDeselect={false}
        w={220}
      />
      <Checkbox
        label={t('recurring_only')}
        checked={value.isRecurringOnly}
        onChange={(e) => change({ isRecurringOnly: e.currentTarget.checked })}
        mb={8}
      />
      <Checkbox
        label={t('attention_only')}
        checked={value.isAttentionOnly}
        onChange={(e) => change({ isAttentionOnly: e.currentTarget.checked })}
        mb={8}
      />
    </Group>
  );
}
