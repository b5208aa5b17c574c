/** Query keys of the payment pages. */
export const paymentKeys = {
  /** One payment attempt per visit of the payment page. */
  attempt: (reference: string | undefined) => ['payment', reference] as const,
  /** Shared with the thank-you page's key of the same order (features stay apart). */
  orderSummary: (reference: string | null) => ['order-summary', reference] as const,
};
