import { Checkbox, Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderListState } from '../lib/list-params';

type FilterValues = Pick<OrderListState, 'international' | 'isRecurringOnly' | 'isAttentionOnly'>;

/**
 * The list's search box (what it searches is said under it, decision 046) and filters
 * (admin spec section 4, decision 036); a change starts at page 1.
 */
export function OrderFilters(props: {
  search: string;
  onSearch: (text: string) => void;
  value: FilterValues;
  onChange: (patch: Partial<FilterValues>) => void;
}) {
  const { t } = useTranslation('admin-orders');
  const { value, onChange } = props;
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label={t('search')}
        description={t('search_hint')}
        value={props.search}
        onChange={(e) => props.onSearch(e.currentTarget.value)}
        maxLength={128}
        w={{ base: '100%', sm: 360 }}
        data-testid="order-search"
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
          onChange({ international: (international ?? 'all') as FilterValues['international'] })
        }
        allowDeselect={false}
        w={220}
      />
      <Checkbox
        label={t('recurring_only')}
        checked={value.isRecurringOnly}
        onChange={(e) => onChange({ isRecurringOnly: e.currentTarget.checked })}
        mb={8}
      />
      <Checkbox
        label={t('attention_only')}
        checked={value.isAttentionOnly}
        onChange={(e) => onChange({ isAttentionOnly: e.currentTarget.checked })}
        mb={8}
      />
    </Group>
  );
}
