import { expect, type Page } from '@playwright/test';
import { test } from './live-page';
import { declineAnalytics, seedOrder, type BrowserGlobals } from './checkout-helpers';
import { chooseEnglish, screenshotWidths } from './fixtures';
import { expectAccessible } from './axe';
import { orderPathFromMail, placeInvoiceOrder } from './order-page-helpers';

// The withdrawal period told before it can refuse, and a cancellation within it free (issue
// 28 items 2 and 3, decision 068), at a phone's and a desktop's width, in both languages.

test.describe.configure({ timeout: 120_000 });

const texts = {
  fi: {
    name: /^Etu- ja sukunimi/,
    phone: /^Puhelinnumero/,
    email: /^Sähköposti/,
    street: /^Katuosoite/,
    city: /^Postitoimipaikka/,
    invoice: /^Lasku sähköpostiin/,
    terms: 'Hyväksyn tilausehdot',
    submit: 'Tilaa maksuvelvollisena',
    box: /^Pyydän, että työ voidaan aloittaa/,
    why: /on 14 päivän peruuttamisajan sisällä/,
    refusal: /Pesupäivä on 14 päivän peruuttamisajan sisällä/,
    breakdown: /yritä hetken kuluttua|early_start/,
    cancel: 'Peru tilaus',
    confirmCancel: 'Vahvista peruminen',
    basis: /peruuttamisaikana ennen työn alkua on maksutonta/,
    zero: /^0,00\s€$/,
    done: 'Tilaus on peruttu',
  },
  en: {
    name: /^First and last name/,
    phone: /^Phone number/,
    email: /^Email/,
    street: /^Street address/,
    city: /^City/,
    invoice: /^Invoice by email/,
    terms: 'I accept the terms of order',
    submit: 'Order with obligation to pay',
    box: /^I ask for the work to start within/,
    why: /is within the 14-day withdrawal period/,
    refusal: /The cleaning day is within the 14-day withdrawal period/,
    breakdown: /try again in a moment|early_start/,
    cancel: 'Cancel the order',
    confirmCancel: 'Confirm the cancellation',
    basis: /withdrawal period before the work starts is free of charge/,
    zero: /^€0\.00$/,
    done: 'The order is cancelled',
  },
} as const;

async function shot(page: Page, name: string) {
  await page.evaluate(() => (globalThis as unknown as BrowserGlobals).scrollTo(0, 0));
  await screenshotWidths(page, name);
}

for (const language of ['fi', 'en'] as const) {
  const t = texts[language];
  for (const width of [360, 1280]) {
    test(`${language} at ${width} px: a day within the period needs the box; refused, marked, one tick, ordered`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await declineAnalytics(page);
      if (language === 'en') await chooseEnglish(page.context());
      // A free day within the 14 days; each variant its own while enough are left, as they
      // run side by side and would otherwise race for one start.
      const dateIndex = (language === 'fi' ? 0 : 2) + (width === 360 ? 0 : 1);
      await seedOrder(page, request, { dateIndex, withinWithdrawalPeriod: true });
      await page.goto('/yhteystiedot');
      const section = page.getByTestId('early-start-section');
      await expect(section).toContainText(t.why, { timeout: 15_000 });
      await page.getByLabel(t.name).fill('Ville Varhainen');
      await page.getByLabel(t.phone).fill('040 765 4321');
      await page.getByLabel(t.email).fill(`early-${language}-${width}@example.fi`);
      await page.getByLabel(t.street).fill('Mannerheimintie 1');
      await page.getByLabel(t.city).fill('Helsinki');
      await page.getByRole('radio', { name: t.invoice }).click();
      await page.getByLabel(t.terms).check();
      const box = page.getByLabel(t.box);
      await expect(box).not.toBeChecked();
      await page.getByRole('button', { name: t.submit }).click();

      // The refusal is on the box itself, focused, in the page's language.
      await expect(box).toBeFocused({ timeout: 15_000 });
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(section).toContainText(t.refusal);
      await expect(page.locator('body')).not.toContainText(t.breakdown);
      await expectAccessible(page, `${language} early start refused at ${width}`);
      if (width === 360) await shot(page, `withdrawal-refused-${language}`);

      await box.check();
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page).toHaveURL(/\/(kiitos-tilauksesta|en\/thank-you)\//, { timeout: 20_000 });
    });

    test(`${language} at ${width} px: a cancellation within the period shows 0 € charged`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await declineAnalytics(page);
      const email = `withdraw-${language}-${width}-${Date.now()}@example.fi`;
      // The first offered day: within the 5 business days and within the withdrawal period.
      await placeInvoiceOrder(request, email, language, 0);
      await page.goto((await orderPathFromMail(email)).path);
      await page.getByRole('button', { name: t.cancel }).click();
      await expect(page.getByTestId('cancel-basis')).toHaveText(t.basis);
      await expect(page.getByTestId('cancel-charged')).toHaveText(t.zero);
      const confirm = page.getByRole('button', { name: t.confirmCancel });
      await expect(confirm).toBeEnabled();
      await expectAccessible(page, `${language} cancel dialog at ${width}`);
      if (width === 360) await shot(page, `withdrawal-cancel-${language}`);
      await confirm.click();
      const done = page.getByTestId('cancel-done');
      await expect(done).toContainText(t.done);
      await expect(done.getByTestId('cancel-charged')).toHaveText(t.zero);
      if (width === 1280) await shot(page, `withdrawal-cancelled-${language}`);
    });
  }
}
