import { describe, expect, it } from 'vitest';
import { makeCounterConfig } from '../counter/counter-config.fixture';
import { withVatCents } from '../tax/vat';
import type { CleaningSet } from './mall-package';
import { cleaningSets, mallPackagePrice } from './mall-package';
import {
  cleaningSetLineName,
  cleaningSetName,
  extraWindowsLineName,
  mallLinesNote,
  perWashOfStoredLines,
  perWashStatement,
} from './mall-words';

const euros = (cents: number) => `${(cents / 100).toFixed(2)} €`;

describe('the cleaning sets have one name each (issue 28 point 8)', () => {
  it.each<[CleaningSet, string, string, string]>([
    ['maintain', 'Ylläpito', 'Maintain', 'Underhåll'],
    ['basic', 'Perus', 'Basic', 'Bas'],
    ['shine', 'Loisto', 'Shine', 'Glans'],
  ])('%s is %s / %s / %s, and its order line says the same name', (set, fi, en, sv) => {
    expect(cleaningSetName(set, 'fi')).toBe(fi);
    expect(cleaningSetName(set, 'en')).toBe(en);
    expect(cleaningSetName(set, 'sv')).toBe(sv);
    expect(cleaningSetLineName(set, 'fi')).toBe(`Pesupaketti ${fi} (1–10 näyteikkunaa)`);
    expect(cleaningSetLineName(set, 'en')).toBe(`${en} set (1–10 display windows)`);
    expect(cleaningSetLineName(set, 'sv')).toBe(`Tvättpaket ${sv} (1–10 skyltfönster)`);
  });

  it('no set shares a name, and no other name for the shine set is left ("kiilto")', () => {
    for (const lang of ['fi', 'en', 'sv']) {
      const names = cleaningSets.map((set) => cleaningSetName(set, lang));
      expect(new Set(names).size).toBe(cleaningSets.length);
      expect(names.join(' ').toLowerCase()).not.toContain('kiilto');
    }
  });

  it('an unknown language falls back to Finnish', () => {
    expect(cleaningSetName('shine', 'de')).toBe('Loisto');
  });

  it('names the extra display windows', () => {
    expect(extraWindowsLineName('fi')).toBe('Lisänäyteikkunat (yli 10)');
    expect(extraWindowsLineName('en')).toBe('Extra display windows (beyond 10)');
    expect(extraWindowsLineName('sv')).toBe('Extra skyltfönster (över 10)');
  });
});

describe('the price per wash is stated one way: without VAT first, then with VAT', () => {
  it.each([
    ['fi', 'Hinta / pesu', '49.00 € (alv 0 %), verollinen 61.50 € (alv 25,5 %)'],
    ['en', 'Price / wash', '49.00 € (VAT 0%), with VAT 61.50 € (VAT 25.5%)'],
    ['sv', 'Pris / tvätt', '49.00 € (moms 0 %), inklusive moms 61.50 € (moms 25,5 %)'],
  ])('in %s', (lang, label, value) => {
    expect(perWashStatement({ netCents: 4900, grossCents: 6150 }, lang, euros)).toEqual({
      label,
      value,
    });
  });

  it('the lines under it are said to be per wash, with VAT', () => {
    expect(mallLinesNote('fi')).toBe(
      'Hinnat ovat pesukertaa kohden; rivit ja yhteensä sisältävät arvonlisäveron 25,5 %.',
    );
    expect(mallLinesNote('en')).toBe(
      'Prices are per wash; the lines and the total include 25.5% VAT.',
    );
    expect(mallLinesNote('sv')).toBe(
      'Priserna gäller per tvätt; raderna och totalsumman inkluderar moms 25,5 %.',
    );
  });
});

describe('perWashOfStoredLines: the price per wash back from the stored lines with VAT', () => {
  const config = makeCounterConfig(); // display window 12.00
  const storedLines = (set: CleaningSet, windows: number, adjustmentCents: number | null) => {
    const price = mallPackagePrice(config, set, windows);
    const id = { maintain: '900101', basic: '900102', shine: '900103' }[set];
    return [
      { easoftItemId: id, amount: 1, priceCents: withVatCents(price.setPriceCents) },
      ...(price.extraWindows > 0
        ? [
            {
              easoftItemId: '555',
              amount: price.extraWindows,
              priceCents: withVatCents(price.extraWindowPriceCents),
            },
          ]
        : []),
      ...(adjustmentCents === null
        ? []
        : [{ easoftItemId: '700659', amount: 1, priceCents: adjustmentCents }]),
    ];
  };

  it.each<[CleaningSet, number, number | null, number, number]>([
    ['maintain', 1, null, 4900, 6150],
    ['maintain', 10, -790, 4900, 6150], // the online payment's line is not per wash
    ['basic', 12, 290, 12000 + 2 * 1200, 15060 + 2 * 1506],
    ['shine', 25, -790, 24000 + 15 * 1200, 30120 + 15 * 1506],
  ])('%s, %i display windows, payment line %s', (set, windows, adjustment, net, gross) => {
    expect(perWashOfStoredLines(storedLines(set, windows, adjustment), windows)).toEqual({
      netCents: net,
      grossCents: gross,
    });
  });

  it('is null for lines without a set (not a mall order)', () => {
    expect(perWashOfStoredLines([{ easoftItemId: '700450', amount: 1, priceCents: 100 }], 1)).toBe(
      null,
    );
  });
});
