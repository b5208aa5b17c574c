import { describe, expect, it } from 'vitest';
import type { WindowType } from '../counter/counter-config';
import { fixtureWindows, makeCounterConfig } from '../counter/counter-config.fixture';
import type { CleaningSet } from './mall-package';
import {
  findDisplayWindow,
  hasMallVariant,
  mallOrderTotalWithVatCents,
  mallPackagePrice,
} from './mall-package';

const config = makeCounterConfig(); // window 4 'Näyteikkuna' at 12.00
const noDisplay = makeCounterConfig({ windows: fixtureWindows.filter((w) => w.id !== 4) });
const withWindow = (title: string, priceCents: number) =>
  makeCounterConfig({
    windows: [
      ...fixtureWindows.slice(0, 3),
      { ...(fixtureWindows[3] as WindowType), title, priceCents },
    ],
  });

describe('mallPackagePrice', () => {
  it.each<[CleaningSet, number, number, string]>([
    ['maintain', 1, 4900, '900101'],
    ['maintain', 10, 4900, '900101'], // 1 to 10 display windows cost the set price
    ['maintain', 11, 4900 + 1200, '900101'],
    ['maintain', 25, 4900 + 15 * 1200, '900101'],
    ['basic', 10, 12000, '900102'],
    ['basic', 12, 12000 + 2 * 1200, '900102'],
    ['shine', 10, 24000, '900103'],
    ['shine', 11, 24000 + 1200, '900103'],
    ['maintain', 0, 4900, '900101'],
  ])('%s with %s display windows: %s cents without VAT', (set, count, total, id) => {
    const price = mallPackagePrice(config, set, count);
    expect(price.totalCents).toBe(total);
    expect(price.easoftItemId).toBe(id);
    expect(price.extraWindows).toBe(Math.max(0, count - 10));
  });

  it('adds VAT 25.5 % for the gross figure', () => {
    expect(mallPackagePrice(config, 'maintain', 10).totalWithVatCents).toBe(6150);
    expect(mallPackagePrice(config, 'basic', 11).totalWithVatCents).toBe(13200 + 3366);
  });

  it("takes the extra window price from the configuration's display window", () => {
    const price = mallPackagePrice(withWindow('Näyteikkuna', 1500), 'maintain', 12);
    expect(price).toMatchObject({ extraWindows: 2, extraWindowPriceCents: 1500, totalCents: 7900 });
  });

  it('falls back to 12 EUR without a display window', () => {
    expect(mallPackagePrice(noDisplay, 'maintain', 11).totalCents).toBe(6100);
  });

  it.each([-1, 1.5, Number.NaN])('refuses %s display windows', (count) => {
    expect(() => mallPackagePrice(config, 'basic', count)).toThrow(
      expect.objectContaining({ code: 'INVALID_QUANTITY' }),
    );
  });
});

describe('findDisplayWindow', () => {
  it.each([
    ['Näyteikkuna', true],
    ['näyteikkuna iso', true],
    ['NÄYTEIKKUNA', true],
    ['  Näyteikkunat  ', true],
    ['Na\u0308yteikkuna', true], // the same word with a combining diaeresis (NFD)
    ['Iso näyteikkuna', false], // must start with it
    ['Nayteikkuna', false],
  ])('%s is a display window: %s', (title, isDisplay) => {
    const found = findDisplayWindow(withWindow(title, 1200));
    expect(found?.id ?? null).toBe(isDisplay ? 4 : null);
    expect(hasMallVariant(withWindow(title, 1200))).toBe(isDisplay);
  });

  it('is null without windows', () => {
    expect(findDisplayWindow(makeCounterConfig({ windows: [] }))).toBeNull();
  });
});

describe('mallOrderTotalWithVatCents', () => {
  it('adds VAT per line, rounded to the cent, then the payment adjustment', () => {
    // basic 120.00 -> 150.60; 2 extra windows at 12.00 -> 15.06 each; online -7.90.
    const price = mallPackagePrice(config, 'basic', 12);
    expect(mallOrderTotalWithVatCents(price, 0)).toBe(15060 + 2 * 1506);
    expect(mallOrderTotalWithVatCents(price, -790)).toBe(15060 + 2 * 1506 - 790);
  });

  it('is the set with VAT alone for 1 to 10 windows', () => {
    expect(mallOrderTotalWithVatCents(mallPackagePrice(config, 'maintain', 10), 290)).toBe(
      6150 + 290,
    );
  });
});
