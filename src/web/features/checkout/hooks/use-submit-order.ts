import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ContactForm, ContactFormInput } from '#contracts/contact-form.ts';
import { contactFormFields } from '#contracts/contact-form-fields.ts';
import { showError } from '#web/components/ui/toast.ts';
import { ApiError } from '#web/lib/api/client.ts';
import { useOrderStore } from '#web/stores/order-store.ts';
import type { CreatedOrder, OrderState } from '#web/stores/order-store.ts';
import { useCreateOrder, type AnyOrderPayload } from '../api/create-order';
import { newIdempotencyKey } from '../lib/order-payload';
import type { ContactFormApi } from './use-contact-form';
import { usePagePath } from '#web/lib/page-path.ts';

export type SubmitProblem =
  | 'slot_taken'
  | 'code_not_usable'
  | 'package_changed'
  | 'check_fields'
  | 'order_changed'
  | 'too_many_orders'
  | 'create_failed';

/** Makes the request body from the order being built and the contact form. */
export type PayloadBuilder = (
  state: OrderState,
  form: ContactForm,
  language: string,
) => AnyOrderPayload;

const packageFields = ['mall_name', 'mall_starting_month', 'mall_cleaning_set'];

/** Every field of the contact form: the server names them `address.<field>`. */
const formFields = new Set<string>(contactFormFields);

/**
 * A changed order sent after this browser's unpaid one (back from the online payment to
 * choose invoice) names that order, so the server cancels it and frees its time in the
 * same transaction instead of answering SLOT_TAKEN (issue 15, point 6).
 */
function withReplaced(
  payload: AnyOrderPayload,
  previous: CreatedOrder | null,
  key: string,
): AnyOrderPayload {
  if (payload.kind !== 'order' || previous?.status !== 'awaiting_payment') return payload;
  if (!previous.idempotencyKey || previous.idempotencyKey === key) return payload;
  const replaces = { reference: previous.reference, idempotencyKey: previous.idempotencyKey };
  return { kind: 'order', body: { ...payload.body, replaces } };
}

/**
 * Sends the order. One idempotency key per payload: a double-click or a retry after a lost
 * answer returns the same order. A refused order shows why and keeps what was typed.
 */
export function useSubmitOrder(form: ContactFormApi, buildPayload: PayloadBuilder) {
  const { t, i18n } = useTranslation('checkout');
  const navigate = useNavigate();
  const path = usePagePath();
  const mutation = useCreateOrder();
  const [problem, setProblem] = useState<SubmitProblem | null>(null);

  function handleError(error: unknown) {
    const { patch } = useOrderStore.getState();
    if (!(error instanceof ApiError) || error.status >= 500) {
      setProblem('create_failed');
      showError(t('errors.create_failed'));
      return;
    }
    // The server stored nothing: the next try is a new attempt.
    patch({ orderAttempt: null });
    if (error.status === 429) {
      // An order limit (per address an hour, unpaid ones per e-mail a day): waiting a
      // moment does not help, so say so, and name the e-mail field when it is the reason.
      const emailProblem = error.fields['address.email'];
      if (emailProblem) form.setError('email', { type: 'server', message: emailProblem });
      setProblem('too_many_orders');
      showError(t('errors.too_many_orders'));
      return;
    }
    if (
      error.code === 'SLOT_TAKEN' ||
      'shippingDay' in error.fields ||
      'cleanerId' in error.fields ||
      'starting' in error.fields
    ) {
      setProblem('slot_taken');
      showError(t('errors.slot_taken'));
      return;
    }
    if (packageFields.some((field) => field in error.fields)) {
      // A shopping centre's package no longer orderable as chosen (a month gone by).
      setProblem('package_changed');
      showError(t('errors.package_changed'));
      return;
    }
    if ('discountCode' in error.fields) {
      patch({ discount: null });
      setProblem('code_not_usable');
      showError(t('errors.code_not_usable'));
      return;
    }
    // Each field the server names goes to its box, the first one focused; a field of the
    // order itself (what to wash, the message to the washer) is fixed on the calculator.
    const named = Object.entries(error.fields)
      .map(([path, message]) => ({ field: path.replace(/^address\./, ''), path, message }))
      .filter(({ field, path }) => path.startsWith('address.') && formFields.has(field));
    for (const { field, message } of named) {
      form.setError(field as keyof ContactFormInput, { type: 'server', message });
    }
    if (named[0]) {
      form.setFocus(named[0].field as keyof ContactFormInput);
      setProblem('check_fields');
      showError(t('errors.check_fields'));
      return;
    }
    // A refusal naming no field of this page: the order as built is to be checked. Never an
    // internal field name, never "try again later" for an answer that will not change; the
    // server's own message (translated) says why when it names no field.
    setProblem('order_changed');
    showError(Object.keys(error.fields).length > 0 ? t('errors.order_changed') : error.message);
  }

  async function submit(values: ContactForm) {
    setProblem(null);
    const state = useOrderStore.getState();
    const payload = buildPayload(state, values, i18n.language);
    const fingerprint = JSON.stringify(payload);
    const attempt =
      state.orderAttempt?.fingerprint === fingerprint
        ? state.orderAttempt
        : { idempotencyKey: newIdempotencyKey(), fingerprint };
    state.patch({ orderAttempt: attempt });
    try {
      const created = await mutation.mutateAsync({
        payload: withReplaced(payload, state.createdOrder, attempt.idempotencyKey),
        key: attempt.idempotencyKey,
      });
      useOrderStore
        .getState()
        .patch({ createdOrder: { ...created, idempotencyKey: attempt.idempotencyKey } });
      void navigate(
        created.status === 'awaiting_payment'
          ? path('payment', { step: 'create' })
          : path('thank_you', { reference: created.reference }),
      );
    } catch (error) {
      handleError(error);
    }
  }

  /** The form's submit: validated first (a validation that could not load is a failed send). */
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(submit)(event).catch(handleError);

  return { onSubmit, problem, isPending: mutation.isPending };
}
