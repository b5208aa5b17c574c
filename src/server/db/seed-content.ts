import type { Database } from './database';
import { discounts, malls, notifications } from './schema';

const day = 24 * 60 * 60 * 1000;

/** Shopping centres of customer spec section 3 (mall_name, address and postal code as given). */
export const demoMalls = [
  { mallName: 'isoomena', name: 'Iso Omena', address: 'Iso Omena', postalCode: '02230' },
  { mallName: 'itis', name: 'Itis', address: 'Itis', postalCode: '00930' },
  { mallName: 'jumbo', name: 'Jumbo', address: 'Jumbo', postalCode: '01510' },
  { mallName: 'sello', name: 'Sello', address: 'Sello', postalCode: '02600' },
  {
    mallName: 'muuostoskeskus',
    name: 'Muu ostoskeskus',
    address: 'Muu ostoskeskus',
    postalCode: '00930',
  },
];

/** Helsinki calendar day (YYYY-MM-DD) of an instant. */
function helsinkiDate(at: Date): string {
  return at.toLocaleDateString('sv-SE', { timeZone: 'Europe/Helsinki' });
}

/** A notification showing around `now`, the shopping centres and a campaign code to try. */
export async function seedContent(db: Database, now: Date): Promise<void> {
  await db.insert(notifications).values({
    type: 'NORMAL',
    message: 'Tilaa ikkunanpesu verkosta: verkkokaupan tilauksista 30 € alennus.',
    extraInfo:
      '<p>Verkkokaupan tilauksiin lisätään automaattisesti <strong>30 € alennus</strong>. ' +
      'Muista myös <a href="https://www.vero.fi/kotitalousvahennys" target="_blank" ' +
      'rel="noopener noreferrer">kotitalousvähennys</a>.</p>',
    startShowing: new Date(now.getTime() - day),
    stopShowing: new Date(now.getTime() + 30 * day),
  });
  await db
    .insert(malls)
    .values(demoMalls.map((mall, i) => ({ ...mall, sortOrder: (i + 1) * 10 })))
    .onConflictDoNothing();
  await db
    .insert(discounts)
    .values({
      code: 'DEMO10',
      type: 'percent',
      value: 10,
      limit: 100,
      fromDate: helsinkiDate(new Date(now.getTime() - 30 * day)),
      toDate: helsinkiDate(new Date(now.getTime() + 365 * day)),
      active: true,
    })
    .onConflictDoNothing();
}
