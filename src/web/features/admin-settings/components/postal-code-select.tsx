import { memo } from 'react';
import { MultiSelect, type ComboboxItem } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** At most this many matches are drawn: the list holds about 3 000 codes (rows of 34 px). */
const shownMatches = 60;

/**
 * The postal codes of one area, each shown as 'code - place name', filtered by typing a
 * code or a place. Only the first matches are rendered, so the dropdown stays quick.
 */
export const PostalCodeSelect = memo(function PostalCodeSelect(props: {
  data: readonly ComboboxItem[];
  value: string[];
  onChange: (codes: string[]) => void;
  label: string;
  ariaLabel: string;
  error: string | undefined;
}) {
  const { t } = useTranslation('admin-settings');
  return (
    <MultiSelect
      label={props.label}
      aria-label={props.ariaLabel}
      data={props.data as ComboboxItem[]}
      value={props.value}
      onChange={props.onChange}
      searchable
      limit={shownMatches}
      hidePickedOptions
      maxDropdownHeight={34 * 8}
      comboboxProps={{ withinPortal: true }}
      placeholder={t('areas.codes_placeholder')}
      nothingFoundMessage={t('areas.no_match')}
      description={t('areas.codes_count', { count: props.value.length })}
      error={props.error}
      clearable
      // A big area (Helsinki: about 80 codes) scrolls inside its box instead of the page.
      styles={{ pillsList: { maxHeight: '10.5rem', overflowY: 'auto' } }}
    />
  );
});
