import { memo, useEffect, useMemo } from 'react';
import { Box, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CounterConfig } from '#domain/counter/counter-config.ts';
import { hasMallVariant } from '#domain/mall/mall-package.ts';
import { LoadingOrFailed } from '#web/components/ui/load-failed.tsx';
import { useOrderStore } from '#web/stores/order-store.ts';
import { useSavedStateRestored } from '#web/stores/saved-state.ts';
import { useCounterConfig } from '../api/get-counter';
import { useCalculatorUi } from '../hooks/use-calculator-ui';
import { useDialogs } from '../hooks/use-dialogs';
import { useOrderSetup } from '../hooks/use-order-setup';
import { useQuote } from '../hooks/use-quote';
import { calculatorStart } from '../lib/calculator-start';
import { CalculatorAccordion } from './calculator-accordion';
import { CalculatorDialogs } from './calculator-dialogs';
import { Hero } from './hero';
import { HeroMoreOnPhone } from './hero-more';
import { NotificationBanners } from './notification-banners';
import { PriceFooterBar } from './price-footer-bar';
import { PricePanel } from './price-panel';
import classes from './calculator.module.css';

/** Opens the welcome dialog once per session unless ?pc=skip or a code was already checked. */
function useWelcomeDialog() {
  const [params] = useSearchParams();
  const isSkipped = params.get('pc') === 'skip';
  // Decided on the saved order, once it is back (decision 044).
  const isRestored = useSavedStateRestored();
  useEffect(() => {
    if (!isRestored) return;
    const { address } = useOrderStore.getState();
    const ui = useCalculatorUi.getState();
    if (isSkipped || address.postalCode !== null || ui.isPostalDialogDone) return;
    ui.patch({ isPostalDialogDone: true });
    // Opened by the page, not by a control: closed, focus goes to the first choice.
    useDialogs.getState().show('postalCode', calculatorStart);
  }, [isSkipped, isRestored]);
}

// Memoised (decision 057): a change of the order renders again only the parts that show it,
// not the whole page (the defaults and the saved order are stored right after hydration).
const StillBanners = memo(NotificationBanners);
const StillHero = memo(Hero);
const StillHeroMoreOnPhone = memo(HeroMoreOnPhone);
const StillAccordion = memo(CalculatorAccordion);
const StillDialogs = memo(CalculatorDialogs);

const Calculator = memo(function Calculator({ config }: { config: CounterConfig }) {
  const live = useQuote(config);
  const showExtraInfo = useDialogs((s) => s.showExtraInfo);
  const basePrice = useMemo(
    () =>
      config.basePriceInfoBlock
        ? {
            baseCents: config.basePriceCents,
            minimumCents: config.minimumPriceCents,
            discountCents: config.fixedAmounts.webShopDiscount.cents,
          }
        : undefined,
    [config],
  );
  const heroProps = useMemo(
    () => ({
      showVideoGuide: config.showVideoGuide,
      showMallLink: hasMallVariant(config),
      webShopDiscountCents: config.fixedAmounts.webShopDiscount.cents,
    }),
    [config],
  );
  return (
    <>
      <StillBanners onReadMore={showExtraInfo} />
      <StillHero {...heroProps} />
      <Container size="lg" py="lg">
        <div className={classes.layout}>
          <StillAccordion config={config} />
          <PricePanel live={live} basePrice={basePrice} />
        </div>
      </Container>
      <StillHeroMoreOnPhone {...heroProps} />
      <PriceFooterBar live={live} />
      <StillDialogs config={config} />
    </>
  );
});

/** The landing page `/`: the live price calculator (customer spec section 2). */
export function CalculatorPage() {
  const { t } = useTranslation('calculator');
  const counter = useCounterConfig();
  useOrderSetup(counter.data);
  useWelcomeDialog();
  if (counter.data) return <Calculator config={counter.data} />;
  return (
    <Box>
      <Hero showVideoGuide={false} />
      <Container size="lg" py="xl">
        <LoadingOrFailed t={t} query={counter} />
      </Container>
      <HeroMoreOnPhone showVideoGuide={false} />
    </Box>
  );
}
