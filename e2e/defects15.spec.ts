import { expect, type Page } from '@playwright/test';
import { test } from './live-page';
import { declineAnalytics, fillContact, seedOrder, type BrowserGlobals } from './checkout-helpers';
import { chooseEnglish } from './fixtures';
import { placeInvoiceOrder } from './order-page-helpers';
import { samePageIn } from '#contracts/site-pages.ts';

// The smaller defects of issue 15, point 6, on the real server: order switching, the city
// from the postal code, and the page that fails to render.

test.describe.configure({ timeout: 90_000 });

const savedOrder = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse((globalThis as unknown as BrowserGlobals).sessionStorage.getItem('order') ?? '{}')
        .state as { createdOrder: { reference: string; status: string } | null },
  );

async function openContact(page: Page) {
  await page.goto('/yhteystiedot');
  await expect(page.getByRole('heading', { name: 'Yhteystiedot', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
}

test('online, back, invoice: the unpaid order is replaced, one live order', async ({
  page,
  request,
}) => {
  await declineAnalytics(page);
  const { slot } = await seedOrder(page, request, { dateIndex: 6 });
  await openContact(page);
  await fillContact(page, { email: 'vaihto@example.fi' });
  await page.getByLabel('Hyväksyn tilausehdot').check();
  await page.getByRole('button', { name: 'Tilaa ja maksa' }).click();
  await expect(page).toHaveURL(/\/payment\/create$/, { timeout: 20_000 });
  const first = (await savedOrder(page)).createdOrder!;
  expect(first.status).toBe('awaiting_payment');

  // Back to the contact page to pay by invoice instead.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Yhteystiedot', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: /Lasku sähköpostiin/ }).click();
  await page.getByLabel('Hyväksyn tilausehdot').check();
  await page.getByRole('button', { name: 'Tilaa maksuvelvollisena' }).click();
  await expect(page.getByRole('heading', { name: 'Kiitos tilauksestasi!' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('thank-you-reference')).toHaveText(/^K-\d{4}-\d{6}$/);
  const second = page.url().split('/').pop()!;
  expect(second).not.toBe(first.reference);

  const old = await (await request.get(`/api/order/payment/${first.reference}`)).json();
  expect(old.status).toBe('cancelled');
  const now = await (await request.get(`/api/order/payment/${second}`)).json();
  expect(now).toMatchObject({ status: 'confirmed', payment_type: 'bill', shipping_day: slot.date });
});

test('the city is filled from the postal code; a typed city stays', async ({ page, request }) => {
  await declineAnalytics(page);
  await seedOrder(page, request, { dateIndex: 7 });
  await openContact(page);
  // The postal code comes from the chosen time; the city follows it.
  await expect(page.getByLabel(/^Postitoimipaikka/)).toHaveValue('Helsinki');
  await page.getByLabel('Laskutusosoite on eri kuin pesuosoite').check();
  const billingCity = page.getByLabel('Laskutuksen postitoimipaikka');
  await page.getByLabel('Laskutuksen postinumero').fill('33100');
  await expect(billingCity).toHaveValue('Tampere');
  await page.getByLabel('Laskutuksen postinumero').fill('02250');
  await expect(billingCity).toHaveValue('Espoo');
  // A city the customer typed is theirs.
  await billingCity.fill('Esbo');
  await page.getByLabel('Laskutuksen postinumero').fill('00100');
  await page.waitForTimeout(300);
  await expect(billingCity).toHaveValue('Esbo');
});

for (const language of ['fi', 'en'] as const) {
  test(`a page that fails to render offers a retry and the way home (${language})`, async ({
    page,
    context,
    request,
  }) => {
    if (language === 'en') await chooseEnglish(context);
    await declineAnalytics(page);
    // A real order (an unknown reference is a 404 from the server, decision 065), whose
    // summary reaches the browser as an answer the page cannot render: without its fields.
    // The server renders the page with its order (decision 080): the browser reads it when
    // it opens the page itself, after the landing page.
    const { reference } = await placeInvoiceOrder(
      request,
      `render-fails-${language}@example.fi`,
      language,
      10,
    );
    let answers = 0;
    await page.route(`**/api/order/payment/${reference}`, (route) => {
      answers += 1;
      return route.fulfill({ json: { reference } });
    });
    await page.goto(language === 'en' ? '/en?pc=skip' : '/?pc=skip');
    await page.evaluate(
      (path) => {
        // The router follows the history: a navigation of the page's own, no server page.
        const browser = globalThis as unknown as {
          history: { pushState(state: null, unused: string, url: string): void };
          dispatchEvent(event: unknown): boolean;
          PopStateEvent: new (type: string) => unknown;
        };
        browser.history.pushState(null, '', path);
        browser.dispatchEvent(new browser.PopStateEvent('popstate'));
      },
      samePageIn(`/kiitos-tilauksesta/${reference}`, language)!,
    );
    const texts =
      language === 'fi'
        ? {
            title: 'Sivun näyttäminen epäonnistui',
            retry: 'Yritä uudelleen',
            home: 'Palaa etusivulle',
          }
        : { title: 'The page could not be shown', retry: 'Try again', home: 'Return to homepage' };
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('link', { name: texts.home })).toBeVisible();
    // The retry loads the page afresh: the server's page, with its order (decision 080).
    const before = answers;
    await page.getByRole('button', { name: texts.retry }).click();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: language === 'en' ? 'Thanks for your order!' : 'Kiitos tilauksestasi!',
      }),
    ).toBeVisible({ timeout: 15_000 });
    expect(answers).toBe(before);
    await page.getByRole('link', { name: texts.home }).click();
    await expect(page).toHaveURL(language === 'en' ? /\/en$/ : /\/$/);
  });
}
