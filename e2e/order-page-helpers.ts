import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { privateContact } from '#contracts/contact-form.fixture.ts';
import type { SiteLanguage } from '#contracts/site-pages.ts';
import { counterToDomain } from '#contracts/counter-mapping.ts';
import { emptyQuantities } from '#domain/order/order-quantities.ts';
import { quoteOrder } from '#domain/pricing/quote-order.ts';

// Helpers of the customer's order page specs: an invoice order placed by the API, and the
// order page's link read from the mail files the server writes.

/**
 * An invoice order of `windows` windows on the `which`-th offered day (0 = the first, within
 * the late days), the next one when that is taken meanwhile; its slot.
 */
export async function placeInvoiceOrder(
  request: APIRequestContext,
  email: string,
  language: SiteLanguage,
  which: number,
  windows = 4,
  /** Contact fields other than privateContact's (early_start: false). */
  contact: Record<string, unknown> = {},
) {
  const counter = counterToDomain(await (await request.get('/api/counter/1')).json());
  const quantities = {
    ...emptyQuantities,
    windows: [{ windowId: counter.windows[0]!.id, amount: windows }],
  };
  const minutes = Math.ceil(quoteOrder(counter, quantities).washingMinutes);
  for (let attempt = 0; ; attempt += 1) {
    const days = await request.get(
      `/api/calendar/validateAndGetAvailableDays/${privateContact.postalCode}/${minutes}`,
    );
    const slots = (await days.json()) as { date: string; starting: string; cleanerId: number }[];
    const slot = slots[which + attempt]!;
    const res = await request.post('/api/order', {
      data: {
        ...quantities,
        shippingDay: slot.date,
        cleanerId: slot.cleanerId,
        starting: slot.starting,
        language,
        address: {
          ...privateContact,
          ...contact,
          email,
          paymentType: 'BILL',
          invoice_channel: 'email',
        },
      },
    });
    if (res.status() === 409 && attempt < 5) continue;
    expect(res.status(), await res.text()).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    return { ...slot, reference };
  }
}

/** The mail folders an e2e server may write to: DATA_DIR/mail, or its temp folder. */
async function mailFolders(): Promise<string[]> {
  const own = process.env.E2E_DATA_DIR ? [join(process.env.E2E_DATA_DIR, 'mail')] : [];
  const temp = (await readdir(tmpdir()).catch(() => [] as string[]))
    .filter((name) => name.startsWith('ikkunanpesu-mail-'))
    .map((name) => join(tmpdir(), name));
  return [...own, ...temp];
}

const orderPagePath = /\/(?:tilaus|en\/order|sv\/bestallning)\/[A-Za-z0-9_-]{43}/;

/**
 * The order page's path from the first mail (an .eml file of the server) to `email` that
 * has one and passes `accept` (given the raw file), read by mailparser; waits up to 30 s.
 */
export async function orderPathFromMail(
  email: string,
  accept: (raw: string) => boolean = () => true,
): Promise<{ path: string; raw: string }> {
  for (let i = 0; i < 60; i += 1) {
    for (const folder of await mailFolders()) {
      for (const file of await readdir(folder).catch(() => [] as string[])) {
        const raw = await readFile(join(folder, file), 'utf8').catch(() => '');
        if (!raw.includes(email) || !accept(raw)) continue;
        // Read by mailparser, a kept MIME parser: the bodies decoded, whatever their encoding.
        const mail = await simpleParser(raw);
        const found = orderPagePath.exec(
          `${mail.text ?? ''}\n${typeof mail.html === 'string' ? mail.html : ''}`,
        );
        if (found) return { path: found[0], raw };
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no mail with an order page link to ${email}`);
}
