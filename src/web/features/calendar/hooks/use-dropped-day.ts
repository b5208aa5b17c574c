import { useEffect, useState } from 'react';
import type { AvailableDate } from '#contracts/calendar.ts';
import { useOrderStore } from '#web/stores/order-store.ts';

/**
 * A chosen day that is no longer among the free days of the order's own postal code (the
 * order may have been saved on this device days ago, decision 070) is dropped from the
 * order; the day is answered so that the page can tell the customer to choose another.
 */
export function useDroppedDay(
  days: AvailableDate[] | undefined,
  isOrderPostalCode: boolean,
): string | null {
  const shippingDay = useOrderStore((s) => s.shippingDay);
  const [dropped, setDropped] = useState<string | null>(null);
  const isGone =
    days !== undefined &&
    isOrderPostalCode &&
    shippingDay !== null &&
    !days.some((d) => d.date === shippingDay);
  if (isGone && dropped !== shippingDay) setDropped(shippingDay);
  useEffect(() => {
    if (!isGone) return;
    useOrderStore.getState().patch({ shippingDay: null, starting: null, cleanerId: null });
  }, [isGone]);
  return dropped;
}
