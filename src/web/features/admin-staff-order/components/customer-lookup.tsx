import { Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { StaffCustomer } from '#contracts/order-staff.ts';
import { minCustomerQuery, useFindCustomers } from '../api/find-customers';
import { contactOf, type StaffOrderForm, type StaffOrderFormInput } from '../lib/staff-order-form';

type Form = UseFormReturn<StaffOrderFormInput, unknown, StaffOrderForm>;

/**
 * Finds an existing customer by a part of the phone number or the e-mail address (issue 24
 * point 7); choosing one fills in the contact details of their newest order and its language.
 */
export function CustomerLookup({ form }: { form: Form }) {
  const { t } = useTranslation('admin-staff-order');
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text, 300);
  const found = useFindCustomers(query);
  const [chosen, setChosen] = useState<string | null>(null);
  const isShort = query.trim().length < minCustomerQuery;

  function choose(customer: StaffCustomer) {
    // After a refused save the filled fields are checked again, so their errors go.
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    for (const [field, value] of Object.entries(contactOf(customer))) {
      form.setValue(`address.${field}` as 'address.name', value as string, options);
    }
    form.setValue('language', customer.language, options);
    setChosen(customer.name);
  }

  return (
    <Stack gap="xs" data-testid="customer-lookup">
      <TextInput
        type="search"
        label={t('lookup.label')}
        description={t('lookup.hint')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        autoComplete="off"
      />
      {chosen ? (
        <Text size="sm" c="teal.9" aria-live="polite" data-testid="customer-filled">
          {t('lookup.filled', { name: chosen })}
        </Text>
      ) : null}
      {!isShort && found.data ? (
        found.data.customers.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('lookup.none')}
          </Text>
        ) : (
          <Stack gap={6} role="list" aria-label={t('lookup.results')}>
            {found.data.customers.map((customer) => (
              <Paper key={customer.email} withBorder radius="sm" p="xs" role="listitem">
                <Stack gap={4} align="flex-start">
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {customer.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {[customer.phone, customer.email, customer.streetAddress, customer.city].join(
                      ' · ',
                    )}
                  </Text>
                  <Button size="compact-sm" variant="light" onClick={() => choose(customer)}>
                    {t('lookup.use', { name: customer.name })}
                  </Button>
                </Stack>
              </Paper>
            ))}
          </Stack>
        )
      ) : null}
      {found.isError ? (
        <Text size="sm" c="red.8">
          {t('lookup.failed')}
        </Text>
      ) : null}
    </Stack>
  );
}
