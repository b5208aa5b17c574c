import { expect, type Page } from '@playwright/test';
import { test } from './live-page';
import { declineAnalytics, seedOrder, type BrowserGlobals } from './checkout-helpers';
import { screenshotWidths } from './fixtures';
import { seriousViolations } from './axe';

// The privacy notice (issue 13, point 6): /tietosuoja in Finnish and /en/privacy in
// English, and its link beside the terms of the contact form.

/** Full-page screenshots from the top (the sticky header otherwise lands mid-page). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => (globalThis as unknown as BrowserGlobals).scrollTo(0, 0));
  await screenshotWidths(page, name);
}

const headings = (page: Page) => page.getByRole('heading', { level: 2 }).allTextContents();

test('the Finnish notice at /tietosuoja: controller, data, retention, recipients, rights', async ({
  page,
}) => {
  await page.goto('/tietosuoja');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tietosuojaseloste', {
    timeout: 15_000,
  });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  expect(await headings(page)).toEqual([
    'Rekisterinpitäjä',
    'Mitä tietoja käsittelemme',
    'Miksi käsittelemme tietoja',
    'Kuinka kauan säilytämme tietoja',
    'Kenelle tietoja annetaan',
    'Selaimeesi tallennettavat tiedot',
    'Oikeutesi',
    'Näin pyydät tietojasi tai niiden poistamista',
  ]);
  const main = page.locator('main');
  // The controller is the seller of the shop's details, with business ID and address.
  const controller = page.getByRole('region', { name: 'Rekisterinpitäjä' });
  await expect(controller).toContainText(
    'Tietojasi käsittelee ja niistä vastaa Ikkunanpesu Oy (Y-tunnus 2077474-0), Fleminginkatu 12, 00530 Helsinki.',
  );
  await expect(controller).toContainText('Asiakaspalvelu 010 123 4567 (arkisin 8–16)');
  await expect(main).toContainText('kuusi vuotta sen vuoden päättymisestä, jona työ tehtiin');
  await expect(main).toContainText('Paytrail Oyj');
  await expect(main).toContainText('Easoft');
  await expect(main).toContainText('tietosuojavaltuutetulle');
  await expect(page.getByRole('link', { name: 'tietosuoja.fi' })).toHaveAttribute(
    'href',
    'https://tietosuoja.fi',
  );
  await expect(page.getByRole('link', { name: 'tilaukset@example.fi' }).first()).toHaveAttribute(
    'href',
    'mailto:tilaukset@example.fi',
  );
  expect(await seriousViolations(page), 'privacy-fi').toEqual([]);
  await shot(page, 'privacy-fi');
});

test('the English notice at /en/privacy, and the switch moves between the addresses', async ({
  page,
}) => {
  await page.goto('/en/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice', {
    timeout: 15_000,
  });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await headings(page)).toEqual([
    'Controller',
    'What data we process',
    'Why we process it',
    'How long we keep it',
    'Who receives it',
    'Data kept in your browser',
    'Your rights',
    'How to ask for your data or its erasure',
  ]);
  await expect(page.locator('main')).toContainText(
    'six years after the end of the year in which the work was done',
  );
  expect(await seriousViolations(page), 'privacy-en').toEqual([]);
  await shot(page, 'privacy-en');

  // The language switch takes the notice to the Finnish address, and back.
  await page.getByTestId('language-switch-fi').click();
  await expect(page).toHaveURL(/\/tietosuoja$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tietosuojaseloste');
  await page.getByTestId('language-switch-en').click();
  await expect(page).toHaveURL(/\/en\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
});

test('the contact form links to the notice in its language, and nothing typed is lost', async ({
  page,
  request,
}) => {
  await declineAnalytics(page);
  await seedOrder(page, request, { dateIndex: 0 });
  await page.goto('/yhteystiedot');
  await expect(page.getByRole('heading', { name: 'Yhteystiedot', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByLabel(/^Etu- ja sukunimi/).fill('Tiina Tietosuoja');
  const link = page.getByRole('link', { name: 'Lue tietosuojaseloste' });
  await expect(link).toHaveAttribute('href', '/tietosuoja');
  await link.click();
  await expect(page).toHaveURL(/\/tietosuoja$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tietosuojaseloste');
  await page.goBack();
  await expect(page.getByLabel(/^Etu- ja sukunimi/)).toHaveValue('Tiina Tietosuoja');

  await page.getByTestId('language-switch-en').click();
  const english = page.getByRole('link', { name: 'Read the privacy notice' });
  await expect(english).toHaveAttribute('href', '/en/privacy');
  await english.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
});
