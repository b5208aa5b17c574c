import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './live-page';
import { expectAccessible } from './axe';
import { declineAnalytics, seedOrder } from './checkout-helpers';
import { chooseEnglish, screenshotWidths } from './fixtures';
import { logIn } from './admin-fixtures';
import { placeInvoiceOrder } from './order-page-helpers';

/**
 * The phone view (issue 28 point 7, decision 072): the calculator's first choice on a
 * phone's first screen, focus on the page's heading after a change of page and back in
 * place after the postal-code dialog, one visible focus indicator, e-mail addresses that
 * wrap after `@` and dots, and buttons whose words are never cut.
 */

const firstChoice = (page: Page) => page.getByTestId('window-1').getByRole('textbox');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('the landing page on a phone', () => {
  test('the first choice is on the first screen, above the price bar, with no layout shift', async ({
    page,
  }) => {
    await declineAnalytics(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/?pc=skip');
    const choice = await firstChoice(page).boundingBox();
    const bar = await page.getByTestId('price-bar').boundingBox();
    expect(choice && bar).toBeTruthy();
    expect(choice!.y + choice!.height).toBeLessThanOrEqual(800);
    expect(choice!.y + choice!.height, 'not under the sticky price bar').toBeLessThanOrEqual(
      bar!.y,
    );
    // The hero's actions and benefits are below the calculator on a phone, in the hero from `sm`.
    const freeTimes = page.getByRole('link', { name: 'Katso vapaat pesuajat' });
    await expect(freeTimes).toHaveCount(1);
    expect((await freeTimes.boundingBox())!.y).toBeGreaterThan(choice!.y);
    // Every layout shift since the page started (the server's HTML, then the app).
    const shift = await page.evaluate<number>(`new Promise((resolve) => {
      let sum = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) sum += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      setTimeout(() => resolve(sum), 500);
    })`);
    expect(shift).toBeLessThan(0.01);
    await expectAccessible(page, 'landing page 360');
    await page.screenshot({ path: 'e2e/screenshots/phone-view-landing-first-screen-360.png' });
    await page.getByRole('link', { name: 'Katso vapaat pesuajat' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'e2e/screenshots/phone-view-landing-below-360.png' });
  });

  test('on a desktop the hero keeps its actions and benefits beside the heading', async ({
    page,
  }) => {
    await declineAnalytics(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/?pc=skip');
    const freeTimes = page.getByRole('link', { name: 'Katso vapaat pesuajat' });
    await expect(freeTimes).toHaveCount(1);
    const titleBox = (await heading(page).boundingBox())!;
    const freeTimesBox = (await freeTimes.boundingBox())!;
    const choiceBox = (await firstChoice(page).boundingBox())!;
    expect(freeTimesBox.y).toBeGreaterThan(titleBox.y);
    expect(freeTimesBox.y).toBeLessThan(choiceBox.y);
    // Two copies of the benefits, the phone's hidden.
    const insurance = page.getByText(/^Kokeneet pesijät/);
    await expect(insurance).toHaveCount(2);
    await expect(insurance.filter({ visible: true })).toHaveCount(1);
    expect((await insurance.filter({ visible: true }).boundingBox())!.y).toBeLessThan(choiceBox.y);
    await expectAccessible(page, 'landing page 1280');
    await screenshotWidths(page, 'phone-view-landing');
  });
});

test.describe('focus after a change of page', () => {
  for (const language of ['fi', 'en'] as const) {
    test(`goes to the new page's heading, not on the first load (${language})`, async ({
      page,
      context,
    }) => {
      if (language === 'en') await chooseEnglish(context);
      await declineAnalytics(page);
      await page.goto('/?pc=skip');
      await expect(heading(page)).not.toBeFocused();
      const texts =
        language === 'fi'
          ? { privacy: 'Tietosuojaseloste', home: 'Ikkunanpesu kotiin ja yritykselle' }
          : { privacy: 'Privacy notice', home: 'Window cleaning for homes and businesses' };
      await page.getByRole('link', { name: texts.privacy }).click();
      await expect(heading(page)).toHaveText(texts.privacy);
      await expect(heading(page)).toBeFocused();
      await expect(heading(page)).toHaveAttribute('tabindex', '-1');
      // Moving on from the keyboard starts from the page, not from the link followed (in
      // the footer): one step back is the header's language switch.
      await page.keyboard.press('Shift+Tab');
      await expect(page.getByRole('banner').locator(':focus')).toHaveCount(1);
      // The browser's back button is a change of page too.
      await page.goBack();
      await expect(heading(page)).toHaveText(texts.home);
      await expect(heading(page)).toBeFocused();
      // A lazy page, whose loader (with a heading of its own) shows first.
      await firstChoice(page).fill('2');
      await page.getByTestId('choose-time-bar').click();
      await expect(page).toHaveURL(language === 'fi' ? /\/tilauskalenteri$/ : /\/en\/calendar$/);
      await expect(heading(page)).not.toHaveText(texts.home);
      await expect(heading(page)).toBeFocused();
      await expectAccessible(page, `order calendar (${language})`);
    });
  }
});

test('in the back office too, focus goes to the heading of the page chosen in the menu', async ({
  page,
}) => {
  await logIn(page);
  const menu = page.getByRole('navigation', { name: 'Hallinnan valikko' });
  // The lists are lazy pages that read their data first: a busy machine's first load is slow.
  await menu.getByRole('link', { name: 'Tilaukset' }).click();
  await expect(heading(page)).toHaveText('Tilaukset', { timeout: 30_000 });
  await expect(heading(page)).toBeFocused();
  await menu.getByRole('link', { name: 'Alennuskoodit' }).click();
  await expect(heading(page)).toHaveText('Alennuskoodit', { timeout: 30_000 });
  await expect(heading(page)).toBeFocused();
});

test.describe('the postal-code dialog', () => {
  test('the welcome dialog, after a served code, sends focus to the first choice', async ({
    page,
  }) => {
    await declineAnalytics(page);
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Tervetuloa!' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'postal-code dialog', { include: '[role="dialog"]' });
    await dialog.getByLabel('Postinumero').fill('00100');
    await dialog.getByRole('button', { name: 'Tarkista' }).click();
    await dialog.getByRole('button', { name: 'Jatka hinnan laskemiseen' }).click();
    await expect(dialog).toBeHidden();
    await expect(firstChoice(page)).toBeFocused();
  });

  test('opened from the hero and closed, focus returns to the control that opened it', async ({
    page,
  }) => {
    await declineAnalytics(page);
    await page.goto('/?pc=skip');
    const opener = page.getByRole('button', { name: 'Tarkista palvelualue' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Tervetuloa!' });
    await expect(dialog.getByLabel('Postinumero')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // The second time Mantine's modal is already mounted: the same.
    await opener.click();
    await dialog.getByRole('button', { name: 'Ohita' }).click();
    await expect(opener).toBeFocused();
  });
});

/** The colour of the nearest ancestor with an opaque background, as `rgb(r, g, b)`. */
async function backgroundBehind(control: Locator): Promise<string> {
  return control.evaluate((element) => {
    const { getComputedStyle } = globalThis as unknown as PageGlobals;
    for (let node = element.parentElement; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (colour !== 'transparent' && !/,\s*0\)$/.test(colour)) return colour;
    }
    return 'rgb(255, 255, 255)';
  });
}

/** The WCAG contrast ratio of two `rgb(...)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = colour
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map(Number) as [number, number, number];
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** What the browser-side callbacks use of the page's globals (the e2e code has no DOM types). */
interface PageGlobals {
  getComputedStyle(element: unknown): {
    backgroundColor: string;
    outlineWidth: string;
    outlineStyle: string;
    outlineColor: string;
    outlineOffset: string;
  };
}

interface FocusRing {
  isFocusVisible: boolean;
  width: number;
  style: string;
  colour: string;
  offset: number;
}

/** Focuses `control` from the keyboard and checks its outline: 2 px or more, solid, 3:1. */
async function expectFocusIndicator(page: Page, control: Locator, what: string) {
  await control.focus();
  const ring = await control.evaluate((element): FocusRing => {
    const style = (globalThis as unknown as PageGlobals).getComputedStyle(element);
    return {
      isFocusVisible: element.matches(':focus-visible'),
      width: parseFloat(style.outlineWidth),
      style: style.outlineStyle,
      colour: style.outlineColor,
      offset: parseFloat(style.outlineOffset),
    };
  });
  expect(ring.isFocusVisible, what).toBe(true);
  expect(ring.style, what).toBe('solid');
  expect(ring.width, what).toBeGreaterThanOrEqual(2);
  // Drawn outside the control, on the background it sits on.
  expect(ring.offset, what).toBeGreaterThanOrEqual(2);
  const background = await backgroundBehind(control);
  expect(
    contrast(ring.colour, background),
    `${what}: ${ring.colour} on ${background}`,
  ).toBeGreaterThanOrEqual(3);
}

test('a text field, a button and a link show a 2 px focus ring of 3:1 contrast', async ({
  page,
}) => {
  await declineAnalytics(page);
  await page.goto('/?pc=skip');
  await page.keyboard.press('Tab'); // the keyboard was used: focus shows as for a keyboard user
  await expectFocusIndicator(page, firstChoice(page), 'the amount field');
  // Clear of the sticky price bar.
  await page.evaluate(
    "document.querySelector('[data-testid=\"window-1\"]').scrollIntoView({ block: 'center' })",
  );
  await page
    .getByTestId('window-1')
    .screenshot({ path: 'e2e/screenshots/phone-view-focus-ring-field.png' });
  await expectFocusIndicator(
    page,
    page.getByTestId('window-1').getByRole('button', { name: /^Lisää/ }),
    'the plus button',
  );
  await expectFocusIndicator(page, page.getByTestId('choose-time-bar'), 'Valitse aika');
  await expectFocusIndicator(page, page.getByRole('link', { name: 'Tietosuojaseloste' }), 'a link');
  // The back office has the same theme: its login field.
  await page.goto('/admin');
  await expectFocusIndicator(
    page,
    page.getByRole('textbox', { name: 'Sähköposti', exact: true }),
    'the back office login field',
  );
});

test('a long e-mail address wraps after @ and dots on the thank-you page', async ({
  page,
  request,
}) => {
  await declineAnalytics(page);
  const email = 'etunimi.pitkasukunimi-asiakaspalvelu@esimerkkiyritys-palvelut.example.fi';
  const { reference } = await placeInvoiceOrder(request, email, 'fi', 12);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/kiitos-tilauksesta/${reference}`);
  await expect(page.getByText(/Lähetimme tilausvahvistuksen/)).toBeVisible();
  // Nothing wider than the screen, and each piece between the break points on one line.
  const width = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(width).toBeLessThanOrEqual(360);
  const pieces = await page.evaluate<{ text: string; lines: number }[][]>(`
    [...document.querySelectorAll('main span')]
      .filter((span) => span.textContent === ${JSON.stringify(email)} && span.querySelector('wbr'))
      .map((span) =>
        [...span.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            return { text: node.textContent, lines: lines.size };
          }),
      )`);
  expect(pieces).toHaveLength(2); // the sentence and the summary
  for (const span of pieces) {
    expect(span.map((piece) => piece.text).join('')).toBe(email);
    for (const piece of span) expect(piece.lines, piece.text).toBe(1);
  }
  // The copied text is the address itself (no characters added for the breaks).
  await expect(page.getByText(email, { exact: false }).first()).toBeVisible();
  await expectAccessible(page, 'thank-you page 360');
  await screenshotWidths(page, 'phone-view-thank-you');
});

// A button's label does not wrap (Mantine): one too long for a phone's width is cut at its
// edge, as the Swedish "continue" of the calendar and the shopping centre was.
test('no button on the customer pages has its words cut at a phone width, in any language', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await declineAnalytics(page);
  await seedOrder(page, request, { dateIndex: 6 });
  const pages = [
    ['/tilauskalenteri', 'calendar-continue'],
    ['/en/calendar', 'calendar-continue'],
    ['/sv/kalender', 'calendar-continue'],
    ['/ostari', 'mall-order'],
    ['/en/mall', 'mall-order'],
    ['/sv/kopcentrum', 'mall-order'],
    ['/', 'price-bar'],
    ['/en', 'price-bar'],
    ['/sv', 'price-bar'],
    ['/yhteystiedot', 'terms'],
    ['/en/contact', 'terms'],
    ['/sv/kontakt', 'terms'],
    ['/ehdot', 'withdrawal-form'],
    ['/en/terms', 'withdrawal-form'],
    ['/sv/villkor', 'withdrawal-form'],
  ] as const;
  for (const [path, button] of pages) {
    await page.goto(path);
    await page.getByTestId(button).waitFor({ state: 'visible' });
    const cut = await page.evaluate<
      string[]
    >(`[...document.querySelectorAll('.mantine-Button-label')]
      .filter((label) => label.scrollWidth > label.clientWidth + 1)
      .map((label) => label.textContent + ': ' + label.scrollWidth + ' px in ' + label.clientWidth)`);
    expect(cut, path).toEqual([]);
  }
});
