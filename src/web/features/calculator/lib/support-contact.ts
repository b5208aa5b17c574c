/** Customer service (customer spec section 1): a phone number and a messaging link. */
export const supportContact = {
  phoneDisplay: '010 123 4567',
  phoneHref: 'tel:+358101234567',
  messagingHref: 'https://wa.me/358101234567',
} as const;
