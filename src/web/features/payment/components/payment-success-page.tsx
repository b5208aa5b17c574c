import { useEffect, useRef, useState } from 'react';
import { Center, Container, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { requiredCheckoutParams } from '#contracts/checkout-params.ts';
import { confirmPayment } from '../api/confirm-payment';
import { checkoutParams } from '../lib/provider-form';
import { PaymentError } from './payment-error';
import { usePagePath } from '#web/lib/page-path.ts';

/**
 * /payment/success: forwards every checkout-* parameter and the signature to the server,
 * which verifies them; then the thank-you page. Parameters missing: logged, nothing posted.
 */
export function Component() {
  const { t } = useTranslation('payment');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const path = usePagePath();
  const [isFailed, setFailed] = useState(false);
  const isSent = useRef(false);
  const params = checkoutParams(search);
  const reference = params['checkout-reference'] ?? null;
  const missing = requiredCheckoutParams.filter((name) => !params[name]);
  const isComplete = missing.length === 0;

  useEffect(() => {
    if (isSent.current) return;
    isSent.current = true;
    if (!isComplete) {
      console.warn('payment return parameters missing:', missing.join(', '));
      return;
    }
    confirmPayment(params)
      .then((result) => {
        const target =
          result.status === 'fail'
            ? `${path('payment', { step: 'cancel' })}?${new URLSearchParams(params)}`
            : path('thank_you', { reference: result.reference });
        void navigate(target, { replace: true });
      })
      .catch((error: unknown) => {
        console.warn('payment confirmation refused', error);
        setFailed(true);
      });
    // Runs once for the parameters the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Container size="sm" py="xl">
      {isFailed || !isComplete ? (
        <PaymentError reference={reference} />
      ) : (
        <Center>
          <Stack align="center">
            <Loader />
            <Text role="status">{t('success.checking')}</Text>
          </Stack>
        </Center>
      )}
    </Container>
  );
}
