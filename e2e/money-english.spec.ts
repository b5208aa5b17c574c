import { expect, test, type Page } from '@playwright/test';
import { closeToasts, logIn, orderIdOf, placeOrder } from './admin-fixtures';
import { expectAccessible } from './axe';

// Issue 24 in English at a phone and a desktop width (decision 062): the open invoices with
// an invoice this test placed (texts, amounts, the due date from the payment terms, axe),
// the payment terms in the settings (labels, a refusal naming the field), and the
// dashboard's money readable at 360 px without scrolling sideways.

test.slow();

/** Nothing on the page is wider than the window. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow, what).toBeLessThanOrEqual(0);
}

/** axe with the pointer off the header (a toast closed at 360 px leaves it there). */
async function expectAccessibleHere(page: Page, what: string) {
  await page.mouse.move(180, 600);
  await page.waitForTimeout(200);
  await expectAccessible(page, what);
}

for (const width of [1280, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('in English: open invoices, the payment terms, the dashboard money', async ({
      page,
      request,
    }) => {
      const { reference } = await placeOrder(request, { isBill: true });
      await logIn(page);
      await page.getByRole('banner').getByRole('button', { name: 'In English' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Dispatch board' })).toBeVisible();
      const id = await orderIdOf(page, reference);
      const order = (await (await page.request.get(`/api/order/${id}`)).json()) as {
        order_number: string;
        total_price_after_discount: number;
        due_date: string;
      };

      // Open invoices: the English texts, the row of this invoice with its amount due.
      await page.goto('/admin/receivables');
      await expect(page.getByRole('heading', { level: 1, name: 'Open invoices' })).toBeVisible();
      await expect(page.getByRole('switch', { name: 'Overdue only' })).toBeVisible();
      const row = page.getByTestId('receivable-row').filter({ hasText: order.order_number });
      await expect(row).toContainText(`€${order.total_price_after_discount.toFixed(2)}`);
      await expect(row).toContainText('Not yet due');
      await expect(
        row.getByRole('button', { name: `Record a payment for order ${order.order_number}` }),
      ).toBeVisible();
      await expect(
        row.getByRole('button', {
          name: `Send a payment reminder for order ${order.order_number}`,
        }),
      ).toBeVisible();
      await expect(page.getByTestId('receivables-total')).toContainText('€');
      await expectNoSidewaysScroll(page, `receivables ${width}`);
      await expectAccessibleHere(page, `receivables in English ${width}`);
      await page.screenshot({
        path: `test-results/money-english/receivables-en-${width}.png`,
        fullPage: true,
      });

      // The payment terms in the settings: labels, and a refusal that names the field
      // (nothing is saved: the other journeys read due dates on 14 days net).
      await page.goto('/admin/settings?section=payment-terms');
      const form = page.getByTestId('payment-terms-form');
      await expect(form.getByRole('heading', { name: 'Invoice payment terms' })).toBeVisible();
      const days = form.getByRole('textbox', { name: 'Payment terms (days)' });
      const fee = form.getByRole('textbox', { name: 'Reminder fee' });
      await expect(days).toHaveValue('14');
      await expect(fee).toBeVisible();
      await days.fill('400');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('Enter payment terms of 1–365 days')).toBeVisible();
      await expect(days).toHaveAttribute('aria-invalid', 'true');
      await expectNoSidewaysScroll(page, `settings ${width}`);
      await expectAccessibleHere(page, `payment terms in English ${width}`);
      await page.screenshot({
        path: `test-results/money-english/payment-terms-en-${width}.png`,
        fullPage: true,
      });
      const stored = (await (await page.request.get('/api/settings/payment-terms')).json()) as {
        paymentTermsDays: number;
      };
      expect(stored.paymentTermsDays).toBe(14);

      // The dashboard: the four figures by their names, nothing wider than the window.
      await page.goto('/admin/dashboard');
      await expect(page.getByRole('heading', { name: 'Money this month' })).toBeVisible();
      for (const figure of ['booked', 'earned', 'collected', 'outstanding']) {
        await expect(page.getByTestId(`money-${figure}`)).toBeVisible();
      }
      await expect(page.getByTestId('stat-revenue-month')).toContainText('€');
      await expect(page.getByTestId(width === 360 ? 'money-stacked' : 'money-table')).toBeVisible();
      await closeToasts(page);
      await expectNoSidewaysScroll(page, `dashboard ${width}`);
      await expectAccessibleHere(page, `dashboard in English ${width}`);
      await page.screenshot({
        path: `test-results/money-english/dashboard-en-${width}.png`,
        fullPage: true,
      });
    });
  });
}
