import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { privateContact } from '#contracts/contact-form.fixture.ts';
import { counterToDomain } from '#contracts/counter-mapping.ts';
import { emptyQuantities } from '#domain/order/order-quantities.ts';
import { quoteOrder } from '#domain/pricing/quote-order.ts';
import { waitForMail } from './admin-fixtures';
import { screenshotWidths } from './fixtures';

// The customer's own order page (issue 15, decision 049) against the real server: order,
// open the link from the confirmation mail (the server's .eml files), move the job, and
// cancel one close to its day with the fee acknowledged; in Finnish and in English.

test.slow();

async function axe(page: Page, what: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(300);
    const scan = await new AxeBuilder({ page }).analyze();
    expect(
      scan.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${what} ${width} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join()}`),
    ).toEqual([]);
  }
}

/** An invoice order on the `which`-th offered day (0 = the first, within the late days). */
async function order(
  request: APIRequestContext,
  email: string,
  language: 'fi' | 'en',
  which: number,
) {
  const counter = counterToDomain(await (await request.get('/api/counter/1')).json());
  const quantities = {
    ...emptyQuantities,
    windows: [{ windowId: counter.windows[0]!.id, amount: 4 }],
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
        address: { ...privateContact, email, paymentType: 'BILL', invoice_channel: 'email' },
      },
    });
    if (res.status() === 409 && attempt < 5) continue;
    expect(res.status(), await res.text()).toBe(201);
    return slot;
  }
}

/** The order page's path from the confirmation mail sent to `email` (decoded as needed). */
function linkFromMail(email: string): Promise<string> {
  const pattern = /\/(?:tilaus|en\/order)\/[A-Za-z0-9_-]{43}/;
  return waitForMail(
    email,
    (text, raw) => {
      const found = pattern.exec(text);
      if (found) expect(raw).toMatch(/Content-Type: text\/calendar/i);
      return found?.[0];
    },
    'confirmation mail',
  );
}

for (const language of ['fi', 'en'] as const) {
  const t =
    language === 'fi'
      ? {
          move: 'Siirrä',
          newTime: 'Uusi aika',
          confirmMove: 'Vahvista uusi aika',
          cancel: 'Peru tilaus',
          fee: /vähintään 30 %/,
          confirmCancel: 'Vahvista peruminen',
          cancelled: 'Peruttu',
          moved: 'Aika siirrettiin',
          cancelledMail: 'Tilaus on peruttu',
          path: '/tilaus/',
        }
      : {
          move: 'Move',
          newTime: 'New time',
          confirmMove: 'Confirm the new time',
          cancel: 'Cancel the order',
          fee: /at least 30 %/,
          confirmCancel: 'Confirm the cancellation',
          cancelled: 'Cancelled',
          moved: 'The time was moved',
          cancelledMail: 'The order is cancelled',
          path: '/en/order/',
        };

  test(`${language}: open the order from the mail, move it, cancel a late one with the fee`, async ({
    page,
    request,
  }) => {
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const early = `manage-${language}-${stamp}@example.fi`;
    await order(request, early, language, 15);
    const path = await linkFromMail(early);
    expect(path.startsWith(t.path)).toBe(true);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/K-\d{4}-\d{6}/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await axe(page, `${language} order page`);
    await screenshotWidths(page, `manage-order-${language}`);

    const when = page.getByRole('row').nth(1);
    const before = (await when.textContent()) ?? '';
    await page.getByRole('button', { name: t.move, exact: true }).click();
    await page.getByRole('combobox', { name: t.newTime }).click();
    await page
      .getByRole('option')
      .nth(language === 'fi' ? 20 : 26)
      .click();
    await axe(page, `${language} move`);
    await page.getByRole('button', { name: t.confirmMove }).click();
    await expect(page.getByRole('status')).toContainText(t.moved);
    await expect(when).not.toHaveText(before);

    const late = `manage-late-${language}-${stamp}@example.fi`;
    await order(request, late, language, 0);
    await page.goto(await linkFromMail(late));
    await expect(page.getByTestId('manage-deadline')).toContainText(t.fee);
    await expect(page.getByRole('button', { name: t.move, exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: t.cancel }).click();
    const confirm = page.getByRole('button', { name: t.confirmCancel });
    await expect(confirm).toBeDisabled();
    await page.getByRole('checkbox', { name: t.fee }).check();
    await axe(page, `${language} late cancel`);
    await confirm.click();
    await expect(page.getByRole('status')).toContainText(t.cancelledMail);
    await expect(page.getByRole('cell', { name: t.cancelled })).toBeVisible();
  });
}
