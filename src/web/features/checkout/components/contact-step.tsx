import {
  lazy,
  memo,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { CounterConfig } from '#domain/counter/counter-config.ts';
import { ConsentBanner } from '#web/components/ui/consent-banner.tsx';
import { LoadingOrFailed, LoadingSpinner } from '#web/components/ui/load-failed.tsx';
import { useCounterConfig } from '#web/lib/counter-query.ts';
import type { PaymentChoiceValues } from '../hooks/use-checkout-quote';
import type { StepFlow } from './contact-step-form';
import { useIsOrderRendered, useOrder } from '#web/stores/rendered-order.tsx';
import { useSavedStateRestored } from '#web/stores/saved-state.ts';
import { choiceOf } from '../lib/contact-initial-values';
import classes from './checkout.module.css';

// Memoised: the step draws itself again whenever the order's contact changes (a keystroke
// in the form); the form, whose props never change, need not draw itself with it.
const ContactStepForm = memo(
  lazy(() => import('./contact-step-form').then((m) => ({ default: m.ContactStepForm }))),
);

/**
 * Step 2 of both flows: the contact form beside a summary of the order. The summary needs
 * only the order and the price list, so it is drawn as soon as the page's module is there;
 * the form, with its validation and fields (most of the page's code), comes in a chunk of
 * its own (decision 089) and tells the summary the payment chosen.
 */
export function ContactStep({
  variant,
  buildPayload,
  renderSummary,
}: StepFlow & { renderSummary: (choice: PaymentChoiceValues) => ReactNode }) {
  const { t } = useTranslation('checkout');
  // The payment chosen: what the tab's order says until the form tells (decision 092: the
  // server draws it from the device's order, which has no contact, until the tab's is back).
  const contact = useOrder((s) => s.contact);
  const company = useOrder((s) => s.company);
  const [told, setTold] = useState<PaymentChoiceValues | null>(null);
  const choice = told ?? choiceOf({ company, ...contact });
  const onChoice = useCallback(
    (next: PaymentChoiceValues) =>
      setTold((shown) =>
        shown &&
        (Object.keys(next) as (keyof PaymentChoiceValues)[]).every(
          (key) => next[key] === shown[key],
        )
          ? shown
          : next,
      ),
    [],
  );
  // The form's code is asked for once the summary has been painted, not before it, and the
  // form starts once the tab's order is restored (it starts from what was typed there). It
  // is drawn as a transition: a render that yields to the browser every few milliseconds,
  // where a plain update would draw its hundreds of elements in one long task.
  const isRestored = useSavedStateRestored();
  const [isFormWanted, setFormWanted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(
      () => (timer = setTimeout(() => startTransition(() => setFormWanted(true)))),
    );
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  const loading = (
    <Box mih="100vh">
      <LoadingSpinner label={t('loading')} />
    </Box>
  );
  return (
    <div className={classes.layout}>
      {renderSummary(choice)}
      {isFormWanted && isRestored ? (
        <Suspense fallback={loading}>
          <ContactStepForm variant={variant} buildPayload={buildPayload} onChoice={onChoice} />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  );
}

/**
 * Sends the visitor to `to` when the order is not ready for this step. While the page shows
 * the device's order (decision 092) it waits for the tab's instead, which may be ready (the
 * device's was another tab's); so the server never sends anyone away.
 */
export function LeaveFor({ to }: { to: string }) {
  const { t } = useTranslation('checkout');
  const isOrderRendered = useIsOrderRendered();
  if (isOrderRendered) return <LoadingSpinner label={t('loading')} />;
  return <Navigate to={to} replace />;
}

/** Step 2's step and heading: the same while the saved order is restored (decision 086). */
function ContactHeading() {
  const { t } = useTranslation('checkout');
  return (
    <Stack gap="xs" mb="lg">
      <Text size="sm" c="dimmed">
        {t('step')}
      </Text>
      <Title order={1} id="contact-title">
        {t('title')}
      </Title>
    </Stack>
  );
}

/** Step 2 until the saved order is restored: the heading in its place above the loader. */
export function ContactPageLoading() {
  const { t } = useTranslation('checkout');
  return (
    <Container size="lg" py="lg">
      <ContactHeading />
      <LoadingSpinner label={t('loading')} />
    </Container>
  );
}

/** The page around step 2: the heading, the price list's loading and the consent question. */
export function ContactPageFrame({ children }: { children: (config: CounterConfig) => ReactNode }) {
  const { t } = useTranslation('checkout');
  const counter = useCounterConfig();
  return (
    <Container size="lg" py="lg">
      <ContactHeading />
      {counter.data ? children(counter.data) : <LoadingOrFailed t={t} query={counter} />}
      <ConsentBanner />
    </Container>
  );
}
