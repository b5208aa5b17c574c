/**
 * The shopping-centre package in one voice (issue 28 point 8, decision 073): the names of
 * the cleaning sets, the order lines and the price per wash, in the words every page,
 * mail and document uses. The only source of these texts: the web app reads them from
 * here rather than from its locale files, the server writes the order lines with them.
 */
import { netOfVatCents, VAT_PERCENT } from '../tax/vat';
import { cleaningSetPrices, MALL_INCLUDED_WINDOWS } from './mall-package';
import type { CleaningSet } from './mall-package';

type MallLanguage = 'fi' | 'en' | 'sv';

const words = {
  fi: {
    sets: { maintain: 'Ylläpito', basic: 'Perus', shine: 'Loisto' },
    setLabel: 'Pesupaketti',
    setLine: 'Pesupaketti {set} (1–{included} näyteikkunaa)',
    extraWindows: 'Lisänäyteikkunat (yli {included})',
    perWashLabel: 'Hinta / pesu',
    perWashValue: '{net} (alv 0 %), verollinen {gross} (alv {vat} %)',
    linesNote:
      'Hinnat ovat pesukertaa kohden; rivit ja yhteensä sisältävät arvonlisäveron {vat} %.',
  },
  en: {
    sets: { maintain: 'Maintain', basic: 'Basic', shine: 'Shine' },
    setLabel: 'Cleaning set',
    setLine: '{set} set (1–{included} display windows)',
    extraWindows: 'Extra display windows (beyond {included})',
    perWashLabel: 'Price / wash',
    perWashValue: '{net} (VAT 0%), with VAT {gross} (VAT {vat}%)',
    linesNote: 'Prices are per wash; the lines and the total include {vat}% VAT.',
  },
  sv: {
    sets: { maintain: 'Underhåll', basic: 'Bas', shine: 'Glans' },
    setLabel: 'Tvättpaket',
    setLine: 'Tvättpaket {set} (1–{included} skyltfönster)',
    extraWindows: 'Extra skyltfönster (över {included})',
    perWashLabel: 'Pris / tvätt',
    perWashValue: '{net} (moms 0 %), inklusive moms {gross} (moms {vat} %)',
    linesNote: 'Priserna gäller per tvätt; raderna och totalsumman inkluderar moms {vat} %.',
  },
} as const satisfies Record<MallLanguage, unknown>;

/** A language the package has no words in (none today) reads Finnish, the site's default. */
const languageOf = (language: string): MallLanguage =>
  language === 'en' || language === 'sv' ? language : 'fi';

/** '25,5' in Finnish and Swedish (a decimal comma, as in Finland), '25.5' in English. */
const vatText = (language: MallLanguage) =>
  language === 'en' ? String(VAT_PERCENT) : String(VAT_PERCENT).replace('.', ',');

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** 'Loisto' / 'Shine': the set's one name. */
export const cleaningSetName = (set: CleaningSet, language: string): string =>
  words[languageOf(language)].sets[set];

/** 'Pesupaketti' / 'Cleaning set': what the set is called as a label. */
export const cleaningSetLabel = (language: string): string => words[languageOf(language)].setLabel;

/** The set's order line: 'Pesupaketti Loisto (1–10 näyteikkunaa)'. */
export const cleaningSetLineName = (set: CleaningSet, language: string): string =>
  fill(words[languageOf(language)].setLine, {
    set: cleaningSetName(set, language),
    included: MALL_INCLUDED_WINDOWS,
  });

/** The order line of the display windows beyond the ten the set covers. */
export const extraWindowsLineName = (language: string): string =>
  fill(words[languageOf(language)].extraWindows, { included: MALL_INCLUDED_WINDOWS });

/** A price per wash: without VAT (what a business reads first) and with it. */
export interface PerWash {
  netCents: number;
  grossCents: number;
}

/**
 * The price per wash stated the one way (decision 073): 'Hinta / pesu' and
 * '49,00 € (alv 0 %), verollinen 61,50 € (alv 25,5 %)'; `money` writes cents in the
 * caller's format (the browser's and the mail's write the same characters).
 */
export function perWashStatement(
  perWash: PerWash,
  language: string,
  money: (cents: number) => string,
): { label: string; value: string } {
  const lang = languageOf(language);
  return {
    label: words[lang].perWashLabel,
    value: fill(words[lang].perWashValue, {
      net: money(perWash.netCents),
      gross: money(perWash.grossCents),
      vat: vatText(lang),
    }),
  };
}

/** Under a mall order's lines: they are per wash, with VAT. */
export const mallLinesNote = (language: string): string =>
  fill(words[languageOf(language)].linesNote, { vat: vatText(languageOf(language)) });

const mallSetItemIds: ReadonlySet<string> = new Set(
  Object.values(cleaningSetPrices).map((set) => set.easoftItemId),
);

/**
 * The price per wash of a stored mall order, from its lines (with VAT, in the order they
 * were written: the set, then the extra display windows, then the payment's line): the
 * set's line and, for more than ten display windows, the line after it. Null when the
 * lines hold no set (not a mall order).
 */
export function perWashOfStoredLines(
  items: readonly { easoftItemId: string; amount: number; priceCents: number }[],
  displayWindows: number,
): PerWash | null {
  const setIndex = items.findIndex((item) => mallSetItemIds.has(item.easoftItemId));
  if (setIndex < 0) return null;
  const extraCount = Math.max(0, displayWindows - MALL_INCLUDED_WINDOWS);
  const extra = extraCount > 0 ? items[setIndex + 1] : undefined;
  const washLines = extra ? [items[setIndex]!, extra] : [items[setIndex]!];
  return {
    netCents: washLines.reduce((sum, l) => sum + l.amount * netOfVatCents(l.priceCents), 0),
    grossCents: washLines.reduce((sum, l) => sum + l.amount * l.priceCents, 0),
  };
}
