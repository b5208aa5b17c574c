import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './live-page';
import { extractText } from 'unpdf';
import { declineAnalytics, fillContact, seedOrder } from './checkout-helpers';
import { screenshotWidths } from './fixtures';
import { orderPathFromMail, placeInvoiceOrder } from './order-page-helpers';
import { expectAccessible } from './axe';

// Issue 15 point 1, decision 055: the receipt downloaded from the customer's order page,
// and an online order whose payment failed reached again from the mail and paid from its
// page. Real server, database, Paytrail simulator and mail files.

test.slow();

/** Full-page screenshots from the top (a sticky header stays where the page was scrolled). */
async function shoot(page: Page, name: string) {
  await page.evaluate(() =>
    (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0),
  );
  await screenshotWidths(page, name);
}

/** An invoice order by the API on the `which`-th offered day; its order page's path. */
async function invoiceOrder(
  request: APIRequestContext,
  email: string,
  language: 'fi' | 'en',
  which: number,
) {
  await placeInvoiceOrder(request, email, language, which, 3);
  return (await orderPathFromMail(email)).path;
}

for (const language of ['fi', 'en'] as const) {
  const t =
    language === 'fi'
      ? {
          link: 'Lataa tilausvahvistus (PDF)',
          file: /^tilausvahvistus-K-\d{4}-\d{6}\.pdf$/,
          move: 'Siirrä',
          cancel: 'Peru tilaus',
        }
      : {
          link: 'Download the order confirmation (PDF)',
          file: /^order-confirmation-K-\d{4}-\d{6}\.pdf$/,
          move: 'Move',
          cancel: 'Cancel the order',
        };

  test(`${language}: the order page downloads the order as a PDF; its dialogs look right`, async ({
    page,
    request,
  }) => {
    const email = `receipt-${language}-${Date.now()}@example.fi`;
    await page.goto(await invoiceOrder(request, email, language, 12));
    const link = page.getByRole('link', { name: t.link });
    await expect(link).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(t.file);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1500);
    await expectAccessible(page, `${language} order page`);
    // The dialogs, open, at a phone and a desktop width: looked at by eye (issue 15).
    await page.getByRole('button', { name: t.move, exact: true }).click();
    await page
      .locator('[data-testid="available-days"] button[data-free]:not([data-outside]):enabled')
      .nth(3)
      .click();
    await expect(page.getByTestId('start-option').first()).toBeVisible();
    await page.getByRole('button', { name: t.cancel }).click();
    await shoot(page, `receipt-order-page-dialogs-${language}`);
  });
}

// Issue 25 point 2, decision 064: a cancelled order's document says so, from its link's
// name to the PDF's title, read back by pdf.js.
test('a cancelled order downloads as a cancelled order', async ({ page, request }) => {
  const email = `peruttu-pdf-${Date.now()}@example.fi`;
  await page.goto(await invoiceOrder(request, email, 'fi', 13));
  await page.getByRole('button', { name: 'Peru tilaus' }).click();
  await page.getByRole('button', { name: 'Vahvista peruminen' }).click();
  await expect(page.getByRole('status')).toContainText('Tilaus on peruttu');
  await expect(page.getByRole('link', { name: 'Lataa tilausvahvistus (PDF)' })).toHaveCount(0);
  const link = page.getByRole('link', { name: 'Lataa peruttu tilaus (PDF)' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^peruttu-tilaus-K-\d{4}-\d{6}\.pdf$/);
  const pdf = await readFile((await download.path())!);
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  expect(text.startsWith('Peruttu tilaus\n')).toBe(true);
  expect(text).toContain('Veloitettu yhteensä');
  await expectAccessible(page, 'cancelled order page');
});

test('a failed payment mails the order page, from which the order is paid', async ({
  page,
  request,
}) => {
  const email = `maksu-${Date.now()}@example.fi`;
  await declineAnalytics(page);
  await seedOrder(page, request, { dateIndex: 6 });
  await page.goto('/yhteystiedot');
  await expect(page.getByRole('heading', { name: 'Yhteystiedot', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  await fillContact(page, { email });
  await page.getByLabel('Hyväksyn tilausehdot').check();
  await page.getByRole('button', { name: 'Tilaa ja maksa' }).click();
  await expect(page.getByRole('heading', { name: 'Valitse maksutapa' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Maksa: OP', exact: true }).click();
  await page.getByRole('button', { name: 'Maksu epäonnistuu', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Uups, maksu epäonnistui!' })).toBeVisible();
  await expect(page.getByText(/Lähetämme sähköpostiisi linkin tilauksesi sivulle/)).toBeVisible();
  await shoot(page, 'receipt-payment-failed-fi');

  // Another browser, later: the mail's link opens the order, which offers the payment.
  const { path, raw } = await orderPathFromMail(email, (mail) =>
    mail.includes('Maksu ei onnistunut'),
  );
  expect(raw).not.toMatch(/text\/calendar/i);
  await page.context().clearCookies();
  await page.evaluate(() =>
    (globalThis as unknown as { sessionStorage: { clear(): void } }).sessionStorage.clear(),
  );
  await page.goto(path);
  await expect(page.getByRole('cell', { name: 'Odottaa maksua' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lataa tilausvahvistus (PDF)' })).toBeVisible();
  await expectAccessible(page, 'unpaid order page');
  await shoot(page, 'receipt-unpaid-order-page-fi');
  await page.getByTestId('manage-pay').click();
  await expect(page.getByRole('heading', { name: 'Valitse maksutapa' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Maksa: Nordea', exact: true }).click();
  await page.getByRole('button', { name: 'Maksa', exact: true }).click();
  await expect(page.getByText('Maksu on vastaanotettu.')).toBeVisible({ timeout: 15_000 });
});

test('the terms pages at a phone and a desktop width', async ({ page }) => {
  for (const [path, heading, name] of [
    ['/ehdot', 'Tilausehdot ja peruuttamisoikeus', 'receipt-terms-fi'],
    ['/en/terms', 'Terms of order and right of withdrawal', 'receipt-terms-en'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page, path);
    await shoot(page, name);
  }
});
