/** Query keys of the thank-you page. */
export const thankYouKeys = {
  /** Shared with the payment page's key of the same order (features stay apart). */
  orderSummary: (reference: string | undefined) => ['order-summary', reference] as const,
};
