import { shoppingCentres } from '#contracts/shopping-centres.ts';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import type { Database } from './database';
import { discounts, malls, notifications } from './schema';

const day = 24 * 60 * 60 * 1000;

/** The demo's notification showing around `now` and a campaign code to try. */
export async function seedContent(db: Database, now: Date): Promise<void> {
  await db.insert(notifications).values({
    type: 'NORMAL',
    message: 'Tilaa ikkunanpesu verkosta: verkkokaupan tilauksista 30 € alennus.',
    extraInfo:
      '<p>Verkkokaupan tilauksiin lisätään automaattisesti <strong>30 € alennus</strong>. ' +
      'Muista myös <a href="https://www.vero.fi/kotitalousvahennys" target="_blank" ' +
      'rel="noopener noreferrer">kotitalousvähennys</a>.</p>',
    messageEn: 'Order window cleaning online: €30 off every web shop order.',
    extraInfoEn:
      '<p>Web shop orders get a <strong>€30 discount</strong> automatically. ' +
      'Remember the <a href="https://www.vero.fi/kotitalousvahennys" target="_blank" ' +
      'rel="noopener noreferrer">household tax deduction</a> too.</p>',
    messageSv: 'Beställ fönstertvätt på nätet: 30 € rabatt på varje beställning i webbutiken.',
    extraInfoSv:
      '<p>Beställningar i webbutiken får automatiskt <strong>30 € rabatt</strong>. ' +
      'Kom också ihåg <a href="https://www.vero.fi/sv/privatpersoner/skattekort-och-deklarationer/inkomster-och-avdrag/hushallsavdrag/" ' +
      'target="_blank" rel="noopener noreferrer">hushållsavdraget</a>.</p>',
    startShowing: new Date(now.getTime() - day),
    stopShowing: new Date(now.getTime() + 30 * day),
  });
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

/** The shopping centres of the mall package (issue 7): part of every install's price list. */
export async function seedShoppingCentres(db: Database): Promise<void> {
  await db
    .insert(malls)
    .values(
      shoppingCentres.map(({ mallName, name, address, postalCode }, i) => ({
        mallName,
        name,
        address,
        postalCode,
        sortOrder: (i + 1) * 10,
      })),
    )
    .onConflictDoNothing();
}
