import { expect, test } from '@playwright/test';
import type { CounterApi } from '#contracts/counter.ts';
import {
  adminScreenshots,
  closeToasts,
  helsinkiDay,
  logIn,
  staffOrderTexts,
} from './admin-fixtures';
import { seriousViolations } from './axe';
import { chooseEnglish } from './fixtures';
import { untilLive } from './live-page';

// Real logins (argon2), a long form, axe and screenshots at two widths.
test.slow();

// Days far beyond the customers' three months (the staff's override), so no customer journey
// running beside takes the same time.
for (const [lang, washerIndex, offset] of [
  ['fi', 0, 100],
  ['en', 1, 101],
] as const) {
  test(`a phone order (${lang}): the live price, the washer and time, saved and opened`, async ({
    page,
    browser,
  }) => {
    const l = staffOrderTexts[lang];
    await logIn(page);
    if (lang === 'en') {
      await page.getByRole('banner').getByRole('button', { name: 'In English' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Dispatch board' })).toBeVisible();
    }
    await page.goto('/admin/order/list');
    await page.getByRole('link', { name: l.button }).click();
    await expect(page).toHaveURL(/\/admin\/order\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: l.button })).toBeVisible();
    const form = page.getByTestId('staff-order-form');
    await expect(form).toBeVisible({ timeout: 15_000 });

    // Nothing chosen: the shared contact rules speak before anything is sent.
    await form.getByRole('button', { name: l.save }).click();
    await expect(form.getByText(l.required).first()).toBeVisible();

    const counter = (await (await page.request.get('/api/counter/1')).json()) as CounterApi;
    const windowType = counter.windows[0]!;
    const total = page.getByTestId('staff-order-total');
    const before = await total.textContent();
    await form
      .getByRole('textbox', { name: lang === 'en' ? windowType.title_eng : windowType.title })
      .fill('4');
    await expect(total).toHaveText(l.total);
    await expect(total).not.toHaveText(before ?? '');

    const washers = (await (await page.request.get('/api/settings/cleaners')).json()) as {
      id: number;
      name: string;
    }[];
    const washer = washers[washerIndex]!;
    await form.getByRole('combobox', { name: l.washer }).click();
    await page.getByRole('option', { name: washer.name }).click();
    const day = helsinkiDay(offset);
    await form.getByRole('textbox', { name: l.day }).fill(day);
    await form.getByRole('combobox', { name: l.start }).click();
    await page.getByRole('option', { name: '10:15' }).click();
    await form.getByRole('textbox', { name: l.name, exact: true }).fill('Puhelin Asiakas');
    await form.getByRole('textbox', { name: l.phone }).fill('040 765 4321');
    await form.getByRole('textbox', { name: l.email }).fill('puhelin@example.fi');
    await form.getByRole('textbox', { name: l.street }).fill('Puhelinkatu 3');
    await form.getByRole('textbox', { name: l.postalCode }).fill('00100');
    await form.getByRole('textbox', { name: l.city }).fill('Helsinki');
    await form.getByRole('textbox', { name: l.note }).fill('Ovikoodi 1234');
    if (lang === 'en') {
      await form.getByRole('radio', { name: l.online }).check();
      await form.getByRole('combobox', { name: "Customer's language" }).click();
      await page.getByRole('option', { name: 'English' }).click();
    }
    await form.getByRole('checkbox', { name: l.terms }).check();
    await closeToasts(page);
    expect(await seriousViolations(page)).toEqual([]);
    await adminScreenshots(page, `staff-order-${lang}`);

    await form.getByRole('button', { name: l.save }).click();
    await expect(page).toHaveURL(/\/admin\/order\/edit\/\d+$/, { timeout: 20_000 });
    const id = Number(/(\d+)$/.exec(page.url())![1]);
    const order = await (await page.request.get(`/api/order/${id}`)).json();
    expect(order).toMatchObject({
      shipping_day: day,
      starting: '10:15',
      cleanerId: washer.id,
      status: lang === 'en' ? 'awaiting_payment' : 'confirmed',
    });
    if (lang !== 'en') return;

    // The customer opens the mailed link (the order page by its reference) and pays there.
    const customer = await browser.newContext();
    try {
      await chooseEnglish(customer);
      const tab = await customer.newPage();
      await tab.goto(`/kiitos-tilauksesta/${order.reference}`);
      await untilLive(tab);
      const pay = tab.getByTestId('pay-now');
      await expect(pay).toBeVisible({ timeout: 15_000 });
      const email = pay.getByRole('textbox', { name: "The order's e-mail address" });
      if (await email.isVisible()) await email.fill('puhelin@example.fi');
      expect(await seriousViolations(tab)).toEqual([]);
      await pay.getByRole('button', { name: 'Pay for the order' }).click();
      await expect(tab.getByRole('heading', { name: 'Choose a payment method' })).toBeVisible({
        timeout: 15_000,
      });
      await tab.getByRole('button', { name: 'Pay with MobilePay', exact: true }).click();
      await tab.getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(tab.getByRole('heading', { name: 'Thanks for your order!' })).toBeVisible({
        timeout: 15_000,
      });
      await expect
        .poll(
          async () => (await (await page.request.get(`/api/order/${id}`)).json()).payment_status,
        )
        .toBe('paid');
    } finally {
      await customer.close();
    }
  });
}
