/**
 * What the order page adds to the customer's mails (decision 049): the confirmation's link
 * to the order page (the token from the outbox payload, rendered into the mail and nowhere
 * else) and the job's calendar (decision 063) on the confirmation, move, cancellation and
 * proposal mails.
 */
import type { Language } from '#contracts/messages.ts';
import { pagePath } from '#contracts/site-pages.ts';
import type { Database } from '#server/db/client.ts';
import type { MailCalendar } from '#server/integrations/mail/mailer.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { SecretBox } from '#server/lib/secret-box.ts';
import type { OrderDetails } from '../order/order.repository';
import { findWasherFirstName } from './manage.repository';
import { openManageToken } from './manage-token';
import { hasJobTime, orderCalendarMailPart, type CalendarOrganizer } from './order-calendar';

export const manageLinkTexts = {
  fi: 'Tilauksesi omalla sivulla voit siirtää tai perua tilauksen ja ladata kalenteritiedoston: {url}',
  en: 'On your order page you can move or cancel the order and download a calendar file: {url}',
  sv: 'På din beställningssida kan du flytta eller avboka beställningen och ladda ner en kalenderfil: {url}',
} as const satisfies Record<Language, string>;

/** The same for an order without a time (a mall package): nothing to move, no calendar. */
const manageLinkWithoutTimeTexts = {
  fi: 'Tilauksesi omalla sivulla näet tilauksen tiedot ja voit perua tilauksen: {url}',
  en: 'On your order page you can see the order and cancel it: {url}',
  sv: 'På din beställningssida ser du beställningens uppgifter och kan avboka den: {url}',
} as const satisfies Record<Language, string>;

/** The confirmation's sentence around the order page's link, for what the page offers. */
export const manageLinkTextOf = (order: OrderDetails): string =>
  (hasJobTime(order) ? manageLinkTexts : manageLinkWithoutTimeTexts)[order.language];

/** The order page's link in the later mails (decision 053): move, cancel, reminder. */
export const orderPageLinkTexts = {
  fi: 'Tilauksesi oma sivu: {url}',
  en: 'Your order page: {url}',
  sv: 'Din beställningssida: {url}',
} as const satisfies Record<Language, string>;

export interface MailExtras {
  /** The order page's address, when the mail carries the page's token. */
  manageUrl?: string;
  /** The job's calendar (REQUEST, or CANCEL once cancelled; decision 063). */
  calendar?: MailCalendar;
}

export interface MailExtrasDeps {
  db: Database;
  clock: Clock;
  publicUrl: string;
  /** Opens the order's sealed token: mails without one in their payload link the page too. */
  tokenBox?: SecretBox;
  /** The company as the calendar's organizer (the seller's name and e-mail, decision 063). */
  organizer: () => Promise<CalendarOrganizer>;
}

/** The order page's link and the job's calendar for a mail of `order`. */
export function createMailExtras({ db, clock, publicUrl, tokenBox, organizer }: MailExtrasDeps) {
  const host = new URL(publicUrl).host;
  return async (order: OrderDetails, payload: Record<string, unknown>): Promise<MailExtras> => {
    const token =
      typeof payload.token === 'string'
        ? payload.token
        : tokenBox
          ? (openManageToken(tokenBox, order) ?? undefined)
          : undefined;
    const calendar = orderCalendarMailPart(order, {
      washerFirstName: await findWasherFirstName(db, order.cleanerId),
      host,
      organizer: await organizer(),
      now: clock.now(),
    });
    return {
      ...(token
        ? { manageUrl: `${publicUrl}${pagePath('manage', order.language, { token })}` }
        : {}),
      ...(calendar ? { calendar } : {}),
    };
  };
}
export type MailExtrasOf = ReturnType<typeof createMailExtras>;
