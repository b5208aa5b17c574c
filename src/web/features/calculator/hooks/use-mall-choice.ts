import { useEffect } from 'react';
import type { MallCleaningSet } from '#contracts/order.ts';
import type { ShoppingCentre } from '#contracts/shopping-centres.ts';
import { defaultStartingMonth, offeredStartingMonths } from '#domain/mall/mall-starting-months.ts';
import { useOrderStore, type MallChoice } from '#web/stores/order-store.ts';

/**
 * The shopping-centre package in the order store. Choosing a centre sets the order's postal
 * code and street address and makes it a company order (customer spec section 4); the
 * package starts with one display window, the 'maintain' set and next month.
 */
export function useMallChoice() {
  const mall = useOrderStore((s) => s.mall);
  const patch = useOrderStore((s) => s.patch);

  // A month kept from an earlier visit may no longer be offered: take the default again.
  useEffect(() => {
    const now = new Date();
    if (mall && !offeredStartingMonths(now).includes(mall.starting_month)) {
      patch({ mall: { ...mall, starting_month: defaultStartingMonth(now) } });
    }
  }, [mall, patch]);

  function chooseCentre(centre: ShoppingCentre) {
    const { address, mall: current } = useOrderStore.getState();
    patch({
      mall: {
        cleaning_set: 'maintain',
        starting_month: defaultStartingMonth(new Date()),
        windows: 1,
        ...current,
        mall_name: centre.mallName,
      },
      address: {
        ...address,
        postalCode: centre.postalCode,
        streetAddress: centre.address,
        city: centre.city,
      },
      company: true,
    });
  }

  function update(change: Partial<Omit<MallChoice, 'mall_name'>>) {
    const current = useOrderStore.getState().mall;
    if (current) patch({ mall: { ...current, ...change } });
  }

  return {
    mall,
    chooseCentre,
    setWindows: (windows: number) => update({ windows }),
    setCleaningSet: (cleaning_set: MallCleaningSet) => update({ cleaning_set }),
    setStartingMonth: (starting_month: string) => update({ starting_month }),
  };
}
