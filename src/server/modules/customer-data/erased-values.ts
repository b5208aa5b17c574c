/**
 * What an erased or expired order shows instead of its personal data (decision 038). The
 * placeholders keep every reader working: the back office's order view and list and its
 * edit form (a valid e-mail address, a name and street that are not empty), the mail and
 * ERP renderers. The address is one of its own per order under the reserved .invalid
 * domain (RFC 2606), so it reaches no one and ties the orders of one customer together no
 * more.
 */
export const erasedName = 'Poistettu';
export const erasedEmailPrefix = 'poistettu-';
export const erasedEmailDomain = '@poistettu.invalid';

export const erasedEmailOf = (orderId: number) =>
  `${erasedEmailPrefix}${orderId}${erasedEmailDomain}`;
