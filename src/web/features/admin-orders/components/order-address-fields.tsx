import { useState } from 'react';
import { Checkbox, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UpdateOrderInput } from '#contracts/order-stored.ts';
import { errorText } from '#web/lib/form-errors.ts';

const emptyBilling = (): UpdateOrderInput['addresses'][number] => ({
  type: 'billing',
  name: '',
  street_address: '',
  postal_code: '',
  city: '',
  message: null,
});

/**
 * The order's complete addresses: the address to clean (addresses.0) and, when 'billing
 * address differs' is ticked, the billing address (addresses.1).
 */
export function OrderAddressFields({ form }: { form: UseFormReturn<UpdateOrderInput> }) {
  const { t } = useTranslation('admin-orders');
  const { register, formState, setValue, getValues } = form;
  const { errors } = formState;
  const fieldError = (message: string | undefined) => errorText(t, message);
  const [hasBilling, setHasBilling] = useState(() =>
    getValues('addresses').some((a) => a.type === 'billing'),
  );
  const addressTypes = hasBilling ? (['shipping', 'billing'] as const) : (['shipping'] as const);
  return (
    <>
      {addressTypes.map((type, index) => (
        <Stack key={type} gap="xs">
          <Title order={3} size="h5">
            {t(`address.${type}`)}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('address.name')}
              withAsterisk
              error={fieldError(errors.addresses?.[index]?.name?.message)}
              {...register(`addresses.${index}.name`)}
            />
            <TextInput
              label={t('address.street')}
              withAsterisk
              error={fieldError(errors.addresses?.[index]?.street_address?.message)}
              {...register(`addresses.${index}.street_address`)}
            />
            <TextInput
              label={t('address.postal_code')}
              withAsterisk
              inputMode="numeric"
              error={fieldError(errors.addresses?.[index]?.postal_code?.message)}
              {...register(`addresses.${index}.postal_code`)}
            />
            <TextInput
              label={t('address.city')}
              withAsterisk
              error={fieldError(errors.addresses?.[index]?.city?.message)}
              {...register(`addresses.${index}.city`)}
            />
          </SimpleGrid>
        </Stack>
      ))}
      <Checkbox
        label={t('address.billing_differs')}
        checked={hasBilling}
        onChange={(e) => {
          const [shipping] = getValues('addresses');
          const isChecked = e.currentTarget.checked;
          setHasBilling(isChecked);
          const addresses = shipping ? [shipping] : [];
          setValue('addresses', isChecked && shipping ? [shipping, emptyBilling()] : addresses);
        }}
      />
    </>
  );
}
