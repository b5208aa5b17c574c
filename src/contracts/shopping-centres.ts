/**
 * The shopping centres of the mall variant (customer spec section 3: mall_name, address
 * and postal code as given; the city is the postal code's). The mall page lists them and
 * the demo seed stores them.
 */
import type { MallName } from './order';

export interface ShoppingCentre {
  mallName: MallName;
  /** The name in Finnish; a proper name is the same in English, else `nameEn` has it. */
  name: string;
  nameEn?: string;
  address: string;
  postalCode: string;
  city: string;
}

export const shoppingCentres: readonly ShoppingCentre[] = [
  {
    mallName: 'isoomena',
    name: 'Iso Omena',
    address: 'Iso Omena',
    postalCode: '02230',
    city: 'Espoo',
  },
  { mallName: 'itis', name: 'Itis', address: 'Itis', postalCode: '00930', city: 'Helsinki' },
  { mallName: 'jumbo', name: 'Jumbo', address: 'Jumbo', postalCode: '01510', city: 'Vantaa' },
  { mallName: 'sello', name: 'Sello', address: 'Sello', postalCode: '02600', city: 'Espoo' },
  {
    mallName: 'muuostoskeskus',
    name: 'Muu ostoskeskus',
    nameEn: 'Other shopping centre',
    address: 'Muu ostoskeskus',
    postalCode: '00930',
    city: 'Helsinki',
  },
];

/** The centre's name in the page's or the order's language (issue 15: 'other' was Finnish). */
export const centreName = (centre: ShoppingCentre, language: string): string =>
  language === 'en' ? (centre.nameEn ?? centre.name) : centre.name;

export const findShoppingCentre = (mallName: string | undefined): ShoppingCentre | undefined =>
  shoppingCentres.find((centre) => centre.mallName === mallName);
