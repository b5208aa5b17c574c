import { findShoppingCentre } from '#contracts/shopping-centres.ts';
import { findDisplayWindow, mallPackagePrice } from '#domain/mall/mall-package.ts';
import { useOrder } from '#web/stores/rendered-order.tsx';
import { buildMallOrderPayload } from '../lib/order-payload';
import { ContactPageFrame, ContactStep, LeaveFor } from './contact-step';
import { MallSummary } from './mall-summary';
import { usePagePath } from '#web/lib/page-path.ts';

/** Until the saved order is restored: step 2's heading above a loader (decision 086). */
export { ContactPageLoading as Loading } from './contact-step';

/**
 * /ostari/yhteystiedot, step 2 for shopping-centre buyers (customer spec section 2): the
 * contact form with the centre's address and a company order preset, sent as POST
 * mallorder. Without a chosen centre and display windows the visitor goes back to /ostari.
 */
export function Component() {
  const mall = useOrder((s) => s.mall);
  const path = usePagePath();
  const centre = findShoppingCentre(mall?.mall_name);
  return (
    <ContactPageFrame>
      {(config) => {
        const display = findDisplayWindow(config);
        if (!mall || !centre || mall.windows <= 0 || !display) {
          return <LeaveFor to={path('mall')} />;
        }
        return (
          <ContactStep
            variant="mall"
            buildPayload={(state, form, language) => ({
              kind: 'mallorder',
              body: buildMallOrderPayload(state.mall ?? mall, display.id, form, language),
            })}
            renderSummary={(choice) => (
              <MallSummary
                centre={centre}
                mall={mall}
                price={mallPackagePrice(config, mall.cleaning_set, mall.windows)}
                fixed={config.fixedAmounts}
                choice={choice}
              />
            )}
          />
        );
      }}
    </ContactPageFrame>
  );
}
