import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { privateContact } from '#contracts/contact-form.fixture.ts';
import { counterToDomain } from '#contracts/counter-mapping.ts';
import { emptyQuantities } from '#domain/order/order-quantities.ts';
import { quoteOrder } from '#domain/pricing/quote-order.ts';
import { e2eAdmin } from './admin-credentials';
import { screenshotWidths } from './fixtures';
import { helsinkiDay, helsinkiOffset } from './server-time';

export { e2eAdmin } from './admin-credentials';

export { helsinkiDay } from './server-time';

/** Logs in through the login page and waits for the dispatch board, where login lands. */
export async function logIn(
  page: Page,
  email: string = e2eAdmin.email,
  password: string = e2eAdmin.password,
) {
  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'Sähköposti', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Salasana', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
  // Logging in checks an argon2 hash; on a busy machine that and the board take a while.
  await expect(page).toHaveURL(/\/admin\/dispatch(\?.*)?$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Ajojärjestely' })).toBeVisible({
    timeout: 15_000,
  });
}

/** The log-out button that is on screen (the header's on a desktop, the menu's on a phone). */
export const logoutButton = (page: Page) => page.getByTestId('logout').filter({ visible: true });

/** Closes the toasts (they sit over the header for 15 seconds). */
export async function closeToasts(page: Page) {
  for (const close of await page.locator('.mantine-Notification-closeButton').all()) {
    await close.click();
  }
}

/** The back office's screenshots (fixtures.ts' screenshotWidths), its menu settled after each resize. */
export const adminScreenshots = (page: Page, name: string) =>
  screenshotWidths(page, name, { settleMs: 400 });

/**
 * Places a customer order through the public API (as the checkout does): today's figures;
 * `contact` replaces fields of the contact form (e.g. a customer's own e-mail and phone).
 */
export async function placeOrder(
  request: APIRequestContext,
  options: {
    isBill?: boolean;
    contact?: Partial<typeof privateContact> & { message?: string };
    /** The customer's "Viesti pesijälle": the board's note for the washer. */
    additionalInfo?: string;
    /** Only a day after this one (an ISO date). */
    after?: string;
  } = {},
) {
  const counter = counterToDomain(await (await request.get('/api/counter/1')).json());
  const quantities = {
    ...emptyQuantities,
    windows: [{ windowId: counter.windows[0]!.id, amount: 4 }],
    balconyGlassAmount: 2,
  };
  const minutes = Math.ceil(quoteOrder(counter, quantities).washingMinutes);
  const contact = { ...privateContact, ...options.contact };
  const address = options.isBill
    ? { ...contact, paymentType: 'BILL', invoice_channel: 'email' }
    : contact;
  // Parallel tests book too, and availability may lag a booking by a second (decision 022):
  // like a customer, try another free day when the chosen time was just taken (409).
  for (let attempt = 1; ; attempt += 1) {
    const days = await request.get(
      `/api/calendar/validateAndGetAvailableDays/${privateContact.postalCode}/${minutes}`,
    );
    const slots = (
      (await days.json()) as { date: string; starting: string; cleanerId: number }[]
    ).filter((s) => options.after === undefined || s.date > options.after);
    const slot = slots[Math.floor(Math.random() * Math.min(slots.length, 20))]!;
    const res = await request.post('/api/order', {
      data: {
        ...quantities,
        shippingDay: slot.date,
        cleanerId: slot.cleanerId,
        starting: slot.starting,
        language: 'fi',
        address,
        ...(options.additionalInfo === undefined ? {} : { additionalInfo: options.additionalInfo }),
      },
    });
    if (res.status() === 409 && attempt < 5) continue;
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { reference: string; status: string };
  }
}

/** Pays the order at the simulator's bank, as the browser would (the bank calls us back). */
export async function payOrder(request: APIRequestContext, reference: string, baseURL: string) {
  const started = await request.post('/api/payment', {
    data: {
      customer_email: 'matti@example.fi',
      order_id: reference,
      successRedirectUrl: `${baseURL}/payment/success`,
      cancelRedirectUrl: `${baseURL}/payment/cancel`,
    },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { providers } = (await started.json()) as {
    providers: { name: string; url: string; parameters: { name: string; value: string }[] }[];
  };
  const provider = providers.find((p) => p.name === 'Nordea')!;
  await request.post('/api/payment/update', {
    data: { order_id: reference, provider_name: provider.name },
  });
  const form = Object.fromEntries(provider.parameters.map((p) => [p.name, p.value]));
  const bank = await (await request.post(provider.url, { form })).text();
  const token = /name="token" value="([0-9a-f]+)"/.exec(bank)![1]!;
  const target = /action="([^"]+)"/.exec(bank)![1]!;
  const done = await request.post(new URL(target, baseURL).toString(), {
    form: { token, action: 'ok' },
    maxRedirects: 0,
  });
  expect(done.status()).toBe(303);
  const back = new URL(done.headers().location!, baseURL);
  const paid = await request.post('/api/payment/success', {
    data: Object.fromEntries(back.searchParams),
  });
  expect(paid.status()).toBe(200);
}

/** The order's numeric id, read with the signed-in page's session. */
export async function orderIdOf(page: Page, reference: string): Promise<number> {
  const res = await page.request.get(`/api/order?q=${reference}`);
  const { orders } = (await res.json()) as { orders: { id: number }[] };
  return orders[0]!.id;
}

/** The mail folders an e2e server may write to: DATA_DIR/mail, or its temp folder. */
export async function mailFolders(): Promise<string[]> {
  const own = process.env.E2E_DATA_DIR ? [join(process.env.E2E_DATA_DIR, 'mail')] : [];
  const temp = (await readdir(tmpdir()).catch(() => [] as string[]))
    .filter((name) => name.startsWith('ikkunanpesu-mail-'))
    .map((name) => join(tmpdir(), name));
  return [...own, ...temp];
}

/**
 * Waits for a mail to `email` (a file the server wrote) for which `pick` finds something in
 * its text (the raw file, then its quoted-printable and base64 parts decoded); answers that.
 */
export async function waitForMail<T>(
  email: string,
  pick: (text: string, raw: string) => T | null | undefined,
  what = 'a mail',
): Promise<T> {
  for (let i = 0; i < 60; i += 1) {
    for (const folder of await mailFolders()) {
      for (const file of await readdir(folder).catch(() => [] as string[])) {
        const raw = await readFile(join(folder, file), 'utf8').catch(() => '');
        if (!raw.includes(email)) continue;
        const unfolded = raw.replace(/=\r?\n/g, '');
        const quoted = Buffer.from(
          unfolded.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
            String.fromCharCode(parseInt(hex, 16)),
          ),
          'latin1',
        ).toString('utf8');
        const base64 = [...unfolded.matchAll(/\n\n([A-Za-z0-9+/=\n]{60,})/g)].map((m) =>
          Buffer.from(m[1]!.replace(/\n/g, ''), 'base64').toString('utf8'),
        );
        const found = pick([unfolded, quoted, ...base64].join('\n'), raw);
        if (found !== null && found !== undefined) return found;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no ${what} to ${email}`);
}

/** The decoded text of a mail to `email` that says `text`. */
export const mailContaining = (email: string, text: string) =>
  waitForMail(
    email,
    (decoded) => (decoded.includes(text) ? decoded : null),
    `mail saying "${text}"`,
  );

/** The staff order page's labels (the phone order), in both languages. */
export const staffOrderTexts = {
  fi: {
    button: 'Uusi tilaus (puhelin)',
    washer: 'Pesijä',
    day: 'Päivä',
    start: 'Alkamisaika',
    name: 'Nimi',
    phone: 'Puhelin',
    email: 'Sähköposti',
    street: 'Katuosoite',
    postalCode: 'Postinumero',
    city: 'Postitoimipaikka',
    note: 'Viesti pesijälle',
    terms: 'Asiakas hyväksyi tilausehdot',
    online: 'Maksulinkki sähköpostiin',
    total: /^Yhteensä /,
    save: 'Tallenna tilaus',
    required: 'Pakollinen tieto',
  },
  en: {
    button: 'New order (phone)',
    washer: 'Washer',
    day: 'Day',
    start: 'Start',
    name: 'Name',
    phone: 'Phone',
    email: 'Email',
    street: 'Street address',
    postalCode: 'Postal code',
    city: 'City',
    note: 'Message to the washer',
    terms: 'The customer accepted the terms of order',
    online: 'Payment link by email',
    total: /^Total /,
    save: 'Save order',
    required: 'Required',
  },
};

/** Moves the order to the server's Helsinki today through the API, at its first free start. */
export async function moveToToday(page: Page, id: number) {
  const order = await page.request.get(`/api/order/${id}`);
  const { cleanerId } = (await order.json()) as { cleanerId: number };
  const today = helsinkiDay(0);
  for (let hour = 8; hour < 16; hour++) {
    const start = `${today}T${String(hour).padStart(2, '0')}:00:00${helsinkiOffset(today)}`;
    const res = await page.request.post(`/api/order/${id}/reschedule`, {
      data: { cleanerId, start, notifyCustomer: false },
      headers: { origin: new URL(page.url()).origin },
    });
    if (res.ok()) return;
  }
  throw new Error(`order ${id}: no free start today`);
}
