import { expect } from '@playwright/test';
import sharp from 'sharp';
import { test } from './live-page';
import { adminScreenshots, closeToasts, logIn } from './admin-fixtures';
import { seriousViolations } from './axe';
import { screenshotWidths } from './fixtures';

// Issue 26 point 1 (decision 077): the admin uploads the company's logo in Settings; the
// back office's header and the customer site's header show it, and the pages link its icons.
// It is removed at the end: other specs expect the product's own mark.
test.describe.configure({ timeout: 90_000 });

/** A 900 × 300 logo: the name in white on green. */
const logo = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="300"><rect width="900" height="300" rx="40" fill="#2b8a3e"/><text x="450" y="190" font-family="DejaVu Sans, sans-serif" font-size="130" font-weight="bold" fill="#fff" text-anchor="middle">Kirkas</text></svg>',
    ),
  )
    .png()
    .toBuffer();

test('the admin uploads a logo; the back office and the landing page show it', async ({
  page,
  browser,
}) => {
  await logIn(page);
  await page.goto('/admin/settings?section=shop-info');
  const section = page.getByTestId('shop-logo-section');
  await expect(section).toBeVisible({ timeout: 15_000 });
  await expect(section).toContainText('Logoa ei ole ladattu');
  const input = section.locator('input[type="file"]');

  // Not an image, whatever its name: refused under the field, in Finnish.
  await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('x') });
  await expect(section.getByText('Logon tulee olla SVG- tai PNG-kuva')).toBeVisible();

  await input.setInputFiles({ name: 'kirkas.png', mimeType: 'image/png', buffer: await logo() });
  await expect(page.getByText('Logo tallennettu')).toBeVisible();
  await expect(section.getByText('Logon tulee olla SVG- tai PNG-kuva')).toBeHidden();
  await closeToasts(page);
  try {
    const header = page.getByRole('banner');
    const adminLogo = header.getByTestId('shop-logo');
    await expect(adminLogo).toHaveAttribute('src', /^\/api\/shop-info\/logo\.png\?v=[\w-]+$/);
    await expect(adminLogo).toHaveAttribute('height', '32');
    await expect(adminLogo).toHaveAttribute('width', '96');
    await expect(header).toContainText('Ikkunanpesu · Hallinta');
    await expect(page).toHaveTitle('Ikkunanpesu · Hallinta');
    expect(await seriousViolations(page), 'settings with a logo').toEqual([]);
    await adminScreenshots(page, 'shop-logo-settings');

    // A context of its own: a visitor without the admin's cookies (and axe needs one).
    const visitor = await browser.newContext();
    const customer = await visitor.newPage();
    try {
      await customer.goto('/?pc=skip');
      await customer.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 20_000 });
      const siteLogo = customer.getByRole('banner').getByTestId('shop-logo');
      // In the server's HTML with its size, so the header does not move when it loads.
      await expect(siteLogo).toHaveAttribute('width', '120');
      await expect(siteLogo).toHaveAttribute('height', '40');
      await expect(siteLogo).toHaveAttribute('alt', 'Ikkunanpesu');
      await expect
        .poll(() =>
          siteLogo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
        )
        .toBe(600);
      const icon = customer.locator('link[rel="icon"]');
      await expect(icon).toHaveAttribute('href', /^\/api\/shop-info\/favicon\.png\?v=/);
      expect(await seriousViolations(customer), 'landing with a logo').toEqual([]);
      await screenshotWidths(customer, 'shop-logo-landing');
    } finally {
      await visitor.close();
    }
  } finally {
    // Back to the product's mark, for the other tests.
    await section.getByRole('button', { name: 'Poista logo' }).click();
    await expect(page.getByText('Logo poistettu')).toBeVisible();
    await expect(section).toContainText('Logoa ei ole ladattu');
  }
});
