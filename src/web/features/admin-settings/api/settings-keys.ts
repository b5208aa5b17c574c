/** Query keys of the settings feature (under 'admin': logging out drops them). */
export const settingsKeys = {
  postalCodes: ['admin', 'settings', 'postal-codes'] as const,
  postalAreas: ['admin', 'settings', 'postal-areas'] as const,
  cleaners: ['admin', 'settings', 'cleaners'] as const,
  suggestions: ['admin', 'settings', 'suggestions'] as const,
  shopInfo: ['admin', 'settings', 'shop-info'] as const,
  paymentTerms: ['admin', 'settings', 'payment-terms'] as const,
};
