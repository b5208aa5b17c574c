import type { ShopInfo } from '#contracts/shop-info.ts';
import { orderTerms } from '../order/order-texts';

const termsText = (language: 'fi' | 'en') => Object.values(orderTerms[language].items).join('\n\n');

/**
 * What a fresh install shows until staff save their own (decision 050): the demo company as
 * the site already presents it (the customer service phone of the pages and mails, the
 * address the mails come from, the privacy notice's controller) and today's terms of order.
 */
export const defaultShopInfo: ShopInfo = {
  sellerName: 'Ikkunanpesu Oy',
  businessId: '2077474-0',
  streetAddress: 'Fleminginkatu 12',
  postalCode: '00530',
  city: 'Helsinki',
  phone: '010 123 4567',
  email: 'tilaukset@example.fi',
  termsFi: termsText('fi'),
  termsEn: termsText('en'),
};
