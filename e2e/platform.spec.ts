import { expect } from '@playwright/test';
import { test } from './live-page';
import { screenshotWidths } from './fixtures';
import { seriousViolations } from './axe';

test('the app loads in Finnish by default', async ({ page }) => {
  await page.goto('/?pc=skip');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Ikkunanpesu kotiin ja yritykselle',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  await screenshotWidths(page, 'home-fi');
});

test('the language switch changes the texts and is remembered', async ({ page }) => {
  // pc=skip: the landing page's welcome dialog (postal code check) would cover the header.
  await page.goto('/?pc=skip');
  await page.getByTestId('language-switch-en').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Window cleaning for homes and businesses',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await screenshotWidths(page, 'home-en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Window cleaning for homes and businesses',
  );
  await page.getByTestId('language-switch-fi').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Ikkunanpesu kotiin ja yritykselle',
  );
});

test('an unknown path shows Page not found with a way home', async ({ page }) => {
  // Rendered by the server with its status (decision 044).
  const response = await page.goto('/tata-sivua-ei-ole');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Sivua ei löytynyt' })).toBeVisible();
  await page.getByTestId('language-switch-en').click();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await screenshotWidths(page, 'not-found-en');
  // Home in the page's language: the English address (decision 071).
  await page.getByRole('link', { name: 'Return to homepage' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Window cleaning for homes and businesses',
  );
});

test('the start page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/?pc=skip');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the API and hashed assets are served by the same process', async ({ request, page }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  await page.goto('/');
  // The entry as its loader names it (decision 084).
  const script = await page.locator('script[data-src]').getAttribute('data-src');
  expect(script).toMatch(/^\/assets\/.+-[\w-]{8,}\.js$/);
  const asset = await request.get(script!);
  expect(asset.headers()['cache-control']).toContain('immutable');
  // A page is in the visitor's language (a cookie): never kept by a shared cache.
  const index = await request.get('/');
  expect(index.headers()['cache-control']).toBe('private, no-cache');
  expect(index.headers()['vary']).toContain('cookie');
  const missing = await request.get('/api/does-not-exist');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ error: 'NOT_FOUND' });
});
