import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { emptyQuantities, type OrderQuantities } from '../../domain/order/order-quantities';

/**
 * The order being built, shared by the customer pages (calculator, calendar, checkout,
 * payment) and persisted to sessionStorage so that a reload loses nothing.
 * Features extend it with their own actions; the fields follow spec section 3.
 */
export interface ValidDiscount {
  code: string;
  type: 'PERCENT' | 'FIXED';
  /** Percent for PERCENT, euros for FIXED (as the API answers). */
  discount: number;
}

export interface OrderAddress {
  /** Five digits once checked and served; false when the check said 'not served'. */
  postalCode: string | false | null;
  streetAddress?: string;
  city?: string;
}

export interface MallChoice {
  mall_name: string;
  cleaning_set: 'maintain' | 'basic' | 'shine';
  starting_month: string;
}

export interface OrderState {
  quantities: OrderQuantities;
  additionalInfo: string;
  discount: ValidDiscount | null;
  shippingDay: string | null;
  starting: string | null;
  cleanerId: number | null;
  address: OrderAddress;
  mall: MallChoice | null;
  /** Ordering for a company: no household deduction is shown (the contact form's 'company'). */
  company: boolean;
  setQuantities: (update: (q: OrderQuantities) => OrderQuantities) => void;
  patch: (update: Partial<Omit<OrderState, 'setQuantities' | 'patch' | 'reset'>>) => void;
  reset: () => void;
}

const initial = {
  quantities: emptyQuantities,
  additionalInfo: '',
  discount: null,
  shippingDay: null,
  starting: null,
  cleanerId: null,
  address: { postalCode: null },
  mall: null,
  company: false,
};

export const useOrderStore = create<OrderState>()(
  persist(
    (set) => ({
      ...initial,
      setQuantities: (update) => set((s) => ({ quantities: update(s.quantities) })),
      patch: (update) => set(update),
      reset: () => set(initial),
    }),
    { name: 'order', version: 1, storage: createJSONStorage(() => sessionStorage) },
  ),
);
