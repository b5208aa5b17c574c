import { Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { defaultFixedAmounts } from '#domain/counter/counter-config.ts';
import { useCounterConfig } from '#web/lib/counter-query.ts';
import type { ContactFormApi } from '../hooks/use-contact-form';
import { useFieldError } from '../hooks/use-field-error';
import { formatMoney } from '#web/lib/format-money.ts';
import {
  fromFormValues,
  paymentOptions,
  toFormValues,
  type PaymentOption,
} from '../lib/payment-options';
import classes from './checkout.module.css';

/**
 * Online payment or an invoice by e-mail, on paper (+ the configured fee) or as an e-invoice
 * (companies).
 */
export function PaymentChoice({ form }: { form: ContactFormApi }) {
  const { t, i18n } = useTranslation('checkout');
  const { register, formState, watch, setValue } = form;
  const error = useFieldError(formState.errors);
  const isCompany = watch('company') === true;
  const option = fromFormValues(watch('paymentType'), watch('invoice_channel'));
  // The page renders once the configuration is loaded (ContactPageFrame).
  const fixed = useCounterConfig().data?.fixedAmounts ?? defaultFixedAmounts;
  const hints: Record<PaymentOption, string> = {
    online: t('payment.online_hint', {
      amount: formatMoney(fixed.onlinePaymentDiscount.cents, i18n.language),
    }),
    email: t('payment.email_hint'),
    print: t('payment.print_hint', {
      amount: formatMoney(fixed.paperInvoiceFee.cents, i18n.language),
    }),
    evoice: isCompany ? t('payment.evoice_hint') : t('payment.evoice_company_only'),
  };
  const choose = (value: string) => {
    const values = toFormValues(value as PaymentOption);
    // Both fields are checked again once the form was submitted, so neither one's
    // 'required' stays after a choice.
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    setValue('paymentType', values.paymentType, options);
    setValue('invoice_channel', values.invoice_channel, options);
  };
  return (
    <Stack gap="sm" component="fieldset" className={classes.fieldset}>
      <Title order={2} size="h4" component="legend">
        {t('sections.payment')}
      </Title>
      <Radio.Group
        value={option}
        onChange={choose}
        name="payment"
        label={t('payment.legend')}
        error={error('invoice_channel') ?? error('paymentType')}
      >
        <Stack gap="xs" mt="xs">
          {paymentOptions.map((value) => (
            <Radio.Card
              key={value}
              value={value}
              className={classes.radioCard}
              disabled={value === 'evoice' && !isCompany}
              data-testid={`payment-${value}`}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator aria-hidden mt={2} />
                <div>
                  <Text fw={600}>{t(`payment.${value}`)}</Text>
                  <Text size="sm" c="dimmed">
                    {hints[value]}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      {option === 'evoice' ? (
        <>
          <TextInput
            label={t('fields.eInvoiceAddress')}
            description={t('fields.eInvoiceAddress_hint')}
            required
            error={error('eInvoiceAddress')}
            {...register('eInvoiceAddress')}
          />
          <TextInput
            label={t('fields.operatorId')}
            description={t('fields.operatorId_hint')}
            required
            error={error('operatorId')}
            {...register('operatorId')}
          />
        </>
      ) : null}
    </Stack>
  );
}
