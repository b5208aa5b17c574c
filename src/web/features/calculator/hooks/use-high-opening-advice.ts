import { useCallback } from 'react';
import { useOrderStore } from '#web/stores/order-store.ts';
import { useCalculatorUi } from './use-calculator-ui';
import { useDialogs } from './use-dialogs';

/**
 * Sets the opening high-window count; the first time it rises above zero (in this
 * browser session) the advice dialog opens (customer spec section 4).
 */
export function useHighOpeningAdvice() {
  const setQuantities = useOrderStore((s) => s.setQuantities);
  const isShown = useCalculatorUi((s) => s.isHighOpeningAdviceShown);
  const patchUi = useCalculatorUi((s) => s.patch);
  const show = useDialogs((s) => s.show);
  return useCallback(
    (before: number, after: number) => {
      setQuantities((q) => ({ ...q, highOpeningAmount: after }));
      if (before === 0 && after > 0 && !isShown) {
        patchUi({ isHighOpeningAdviceShown: true });
        show('highOpeningAdvice');
      }
    },
    [setQuantities, isShown, patchUi, show],
  );
}
