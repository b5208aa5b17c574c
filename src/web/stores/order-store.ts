import { dequal } from 'dequal/lite';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { checkedSavedOrder } from './saved-order-check';
import { markSavedStateDropped, orderStateVersion, orderStorage, restorable } from './saved-state';
import { emptyQuantities, type OrderQuantities } from '#domain/order/order-quantities.ts';
import type { OrderStatus } from '#contracts/checkout.ts';

/**
 * The order being built, shared by the customer pages (calculator, calendar, checkout,
 * payment), persisted to sessionStorage so that a reload loses nothing, and its unfinished,
 * impersonal part to localStorage for a week (stores/order-device-copy.ts, decision 070).
 * Features extend it with their own actions; the fields follow customer spec section 3.
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

/** The shopping-centre package being built on /ostari (customer spec sections 3 and 4). */
export interface MallChoice {
  mall_name: string;
  cleaning_set: 'maintain' | 'basic' | 'shine';
  /** 'YYYY-MM', one of the seven offered. */
  starting_month: string;
  /** Display windows to wash: the package covers 1 to 10, each beyond costs extra. */
  windows: number;
}

/** The order the server created (POST order): what the payment and thank-you pages need. */
export interface CreatedOrder {
  reference: string;
  /** The number for people (K-2026-004217); missing in an order saved before it existed. */
  order_number?: string;
  customer_email: string;
  total_price_after_discount: number;
  payment_type: 'bill' | 'online';
  status: OrderStatus;
  /**
   * The Idempotency-Key it was made with: this browser's proof when a changed order replaces
   * it while unpaid (POST order `replaces`, issue 15 point 6).
   */
  idempotencyKey?: string;
}

/** One submission of the contact page: a retried or double-clicked one reuses the key. */
export interface OrderAttempt {
  idempotencyKey: string;
  /** The payload it was made for; a changed payload gets a new key. */
  fingerprint: string;
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
  /** What the customer typed on the contact page (kept over reloads and failed creates). */
  contact: Record<string, unknown> | null;
  orderAttempt: OrderAttempt | null;
  createdOrder: CreatedOrder | null;
  setQuantities: (update: (q: OrderQuantities) => OrderQuantities) => void;
  patch: (update: Partial<OrderFields>) => void;
  reset: () => void;
}

/** The order's fields, without the store's actions. */
export type OrderFields = Omit<OrderState, 'setQuantities' | 'patch' | 'reset'>;

/** The empty order every page starts from. */
export const emptyOrder: OrderFields = {
  quantities: emptyQuantities,
  additionalInfo: '',
  discount: null,
  shippingDay: null,
  starting: null,
  cleanerId: null,
  address: { postalCode: null },
  mall: null,
  company: false,
  contact: null,
  orderAttempt: null,
  createdOrder: null,
};

/**
 * The saved order over the current one, each field that holds the same keeping the current
 * object: restoring an order the page already shows (the calculator's defaults, the order
 * a page was drawn with) then redraws nothing that reads those fields, instead of every
 * component that reads the order, at once, right after the page's start (decision 097).
 */
export function keepingEqualFields<T extends object>(current: T, saved: Partial<T>): T {
  const merged = { ...current };
  for (const key of Object.keys(saved) as (keyof T)[]) {
    if (!dequal(saved[key], current[key])) merged[key] = saved[key] as T[keyof T];
  }
  return merged;
}

export const useOrderStore = restorable(
  create<OrderState>()(
    persist(
      (set) => ({
        ...emptyOrder,
        setQuantities: (update) => set((s) => ({ quantities: update(s.quantities) })),
        patch: (update) => set(update),
        reset: () => set(emptyOrder),
      }),
      {
        name: 'order',
        version: orderStateVersion,
        storage: orderStorage,
        skipHydration: true,
        // A saved order of another shape (an older version, a tampered one) is dropped.
        merge: (saved, current) => {
          if (saved === undefined) return current;
          const checked = checkedSavedOrder(saved);
          if (checked) return keepingEqualFields(current, checked);
          markSavedStateDropped();
          return current;
        },
      },
    ),
  ),
);
