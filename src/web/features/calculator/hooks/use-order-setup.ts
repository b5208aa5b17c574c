import { useEffect } from 'react';
import type { CounterConfig } from '#domain/counter/counter-config.ts';
import { useOrderStore } from '#web/stores/order-store.ts';
import { defaultQuantities, hasWindowRows } from '../lib/order-defaults';
import { applySavedQuestionnaire, takeSavedQuestionnaire } from '../lib/saved-questionnaire';

/**
 * Once the configuration is there: an order without window rows gets the configured
 * defaults, then a saved questionnaire (localStorage) is laid over it once and removed.
 */
export function useOrderSetup(config: CounterConfig | undefined) {
  useEffect(() => {
    if (!config) return;
    const { quantities, additionalInfo, patch } = useOrderStore.getState();
    let next = hasWindowRows(quantities) ? quantities : defaultQuantities(config, quantities);
    const saved = takeSavedQuestionnaire(localStorage);
    if (saved) next = applySavedQuestionnaire(next, saved);
    if (next !== quantities || saved?.additionalInfo !== undefined) {
      patch({ quantities: next, additionalInfo: saved?.additionalInfo ?? additionalInfo });
    }
  }, [config]);
}
