import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { customerSearchInputSchema } from '#contracts/customer-data.ts';

/**
 * The search: an e-mail address or a phone number, or a part of one (at least 3
 * characters). The value lives only in this form and the page's state: never in the URL.
 */
export function CustomerSearchForm(props: {
  isSearching: boolean;
  onSearch: (query: string) => void;
}) {
  const { t } = useTranslation('admin-customers');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = customerSearchInputSchema.safeParse({ query: value });
    if (!parsed.success) {
      setError(t('search_too_short'));
      return;
    }
    setError(undefined);
    props.onSearch(parsed.data.query);
  }

  return (
    <form onSubmit={onSubmit} noValidate role="search" data-testid="customer-search">
      <TextInput
        label={t('search')}
        description={t('search_hint')}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        error={error}
        autoComplete="off"
        maxLength={128}
        maw={480}
        inputContainer={(input) => (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <div style={{ flex: 1 }}>{input}</div>
            <Button type="submit" loading={props.isSearching}>
              {t('search_submit')}
            </Button>
          </Group>
        )}
      />
    </form>
  );
}
