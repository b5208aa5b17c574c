import type { CounterConfig } from '#domain/counter/counter-config.ts';
import { quantitySum } from '#domain/order/quantity-rules.ts';
import { useOrder } from '#web/stores/rendered-order.tsx';
import { useCheckoutQuote, type PaymentChoiceValues } from '../hooks/use-checkout-quote';
import { buildOrderPayload } from '../lib/order-payload';
import type { PayloadBuilder } from '../hooks/use-submit-order';
import { ContactPageFrame, ContactStep, LeaveFor } from './contact-step';
import { OrderSummary } from './order-summary';
import { usePagePath } from '#web/lib/page-path.ts';

/** Until the saved order is restored: step 2's heading above a loader (decision 086). */
export { ContactPageLoading as Loading } from './contact-step';

const buildPayload: PayloadBuilder = (state, form, language) => ({
  kind: 'order',
  body: buildOrderPayload(state, form, language),
});

function LiveSummary({ config, choice }: { config: CounterConfig; choice: PaymentChoiceValues }) {
  return <OrderSummary live={useCheckoutQuote(config, choice)} />;
}

/**
 * /yhteystiedot, step 2 (customer spec sections 2 and 5). Without a postal code (or with
 * nothing to clean) the visitor goes to /; without a chosen time, to the calendar.
 */
export function Component() {
  const postalCode = useOrder((s) => s.address.postalCode);
  const quantities = useOrder((s) => s.quantities);
  const shippingDay = useOrder((s) => s.shippingDay);
  const cleanerId = useOrder((s) => s.cleanerId);
  const path = usePagePath();
  return (
    <ContactPageFrame>
      {(config) => {
        if (typeof postalCode !== 'string' || postalCode === '') {
          return <LeaveFor to={path('home')} />;
        }
        if (!shippingDay || !cleanerId) return <LeaveFor to={path('calendar')} />;
        if (quantitySum(config, quantities) === 0) return <LeaveFor to={path('home')} />;
        return (
          <ContactStep
            variant="order"
            buildPayload={buildPayload}
            renderSummary={(choice) => <LiveSummary config={config} choice={choice} />}
          />
        );
      }}
    </ContactPageFrame>
  );
}
