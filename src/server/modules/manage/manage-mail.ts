/**
 * What the order page adds to the customer's mails (decision 049): the confirmation's link
 * to the order page (the token from the outbox payload, rendered into the mail and nowhere
 * else) and the job's calendar file on the confirmation and move mails.
 */
import { managePagePath } from '#contracts/manage.ts';
import type { Database } from '#server/db/client.ts';
import type { MailAttachment } from '#server/integrations/mail/mailer.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { SecretBox } from '#server/lib/secret-box.ts';
import type { OrderDetails } from '../order/order.repository';
import { findWasherFirstName } from './manage.repository';
import { openManageToken } from './manage-token';
import { orderCalendarAttachment } from './order-calendar';

export const manageLinkTexts = {
  fi: 'Tilauksesi omalla sivulla voit siirtää tai perua tilauksen ja ladata kalenteritiedoston: {url}',
  en: 'On your order page you can move or cancel the order and download a calendar file: {url}',
} as const;

/** The order page's link in the later mails (decision 053): move, cancel, reminder. */
export const orderPageLinkTexts = {
  fi: 'Tilauksesi oma sivu: {url}',
  en: 'Your order page: {url}',
} as const;

export interface MailExtras {
  /** The order page's address, when the mail carries the page's token. */
  manageUrl?: string;
  attachments?: MailAttachment[];
}

export interface MailExtrasDeps {
  db: Database;
  clock: Clock;
  publicUrl: string;
  /** Opens the order's sealed token: mails without one in their payload link the page too. */
  tokenBox?: SecretBox;
}

/** The order page's link and the calendar file for a mail of `order`. */
export function createMailExtras({ db, clock, publicUrl, tokenBox }: MailExtrasDeps) {
  const host = new URL(publicUrl).host;
  return async (order: OrderDetails, payload: Record<string, unknown>): Promise<MailExtras> => {
    const token =
      typeof payload.token === 'string'
        ? payload.token
        : tokenBox
          ? (openManageToken(tokenBox, order) ?? undefined)
          : undefined;
    const attachment = orderCalendarAttachment(order, {
      washerFirstName: await findWasherFirstName(db, order.cleanerId),
      host,
      now: clock.now(),
    });
    return {
      ...(token ? { manageUrl: `${publicUrl}${managePagePath(order.language, token)}` } : {}),
      ...(attachment ? { attachments: [attachment] } : {}),
    };
  };
}
export type MailExtrasOf = ReturnType<typeof createMailExtras>;
