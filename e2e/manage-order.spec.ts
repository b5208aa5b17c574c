import { expect } from '@playwright/test';
import { test } from './live-page';
import { screenshotWidths } from './fixtures';
import { orderPathFromMail, placeInvoiceOrder } from './order-page-helpers';
import { expectAccessibleAtWidths } from './axe';

// The customer's own order page (issue 15, decision 049) against the real server: order,
// open the link from the confirmation mail (the server's .eml files), move the job, and
// cancel one close to its day, free within the withdrawal period (decision 068); in Finnish
// and in English.

test.slow();

/** The order page's path from the confirmation mail sent to `email`, with its calendar file. */
async function linkFromMail(email: string): Promise<string> {
  const { path, raw } = await orderPathFromMail(email);
  expect(raw).toMatch(/Content-Type: text\/calendar/i);
  return path;
}

for (const language of ['fi', 'en'] as const) {
  const t =
    language === 'fi'
      ? {
          move: 'Siirrä',
          confirmMove: 'Vahvista uusi aika',
          cancel: 'Peru tilaus',
          withdrawal: /peruuttamisaikana ennen työn alkua on maksutonta/,
          zero: /^0,00\s€$/,
          confirmCancel: 'Vahvista peruminen',
          cancelled: 'Peruttu',
          moved: 'Aika siirrettiin',
          cancelledMail: 'Tilaus on peruttu',
          path: '/tilaus/',
        }
      : {
          move: 'Move',
          confirmMove: 'Confirm the new time',
          cancel: 'Cancel the order',
          withdrawal: /withdrawal period before the work starts is free of charge/,
          zero: /^€0\.00$/,
          confirmCancel: 'Confirm the cancellation',
          cancelled: 'Cancelled',
          moved: 'The time was moved',
          cancelledMail: 'The order is cancelled',
          path: '/en/order/',
        };

  test(`${language}: open the order from the mail, move it, cancel a late one free within the withdrawal period`, async ({
    page,
    request,
  }) => {
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const early = `manage-${language}-${stamp}@example.fi`;
    await placeInvoiceOrder(request, early, language, 15);
    const path = await linkFromMail(early);
    expect(path.startsWith(t.path)).toBe(true);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/K-\d{4}-\d{6}/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectAccessibleAtWidths(page, `${language} order page`);
    await screenshotWidths(page, `manage-order-${language}`);

    const when = page.getByRole('row').nth(1);
    const before = (await when.textContent()) ?? '';
    await page.getByRole('button', { name: t.move, exact: true }).click();
    // A day in the calendar (after the withdrawal period: no early-start question), a start.
    await page
      .locator('[data-testid="available-days"] button[data-free]:not([data-outside]):enabled')
      .nth(language === 'fi' ? 20 : 26)
      .click();
    await page.getByTestId('start-option').nth(1).click();
    await expectAccessibleAtWidths(page, `${language} move`);
    await page.getByRole('button', { name: t.confirmMove }).click();
    await expect(page.getByRole('status')).toContainText(t.moved);
    await expect(when).not.toHaveText(before);

    const late = `manage-late-${language}-${stamp}@example.fi`;
    await placeInvoiceOrder(request, late, language, 0);
    await page.goto(await linkFromMail(late));
    // Within 5 business days, yet within the withdrawal period: free (decision 068).
    await expect(page.getByTestId('manage-deadline')).toContainText(t.withdrawal);
    await expect(page.getByRole('button', { name: t.move, exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: t.cancel }).click();
    const confirm = page.getByRole('button', { name: t.confirmCancel });
    await expect(page.getByTestId('cancel-charged')).toHaveText(t.zero);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expectAccessibleAtWidths(page, `${language} late cancel`);
    await confirm.click();
    await expect(page.getByRole('status')).toContainText(t.cancelledMail);
    await expect(page.getByRole('cell', { name: t.cancelled })).toBeVisible();
  });
}
