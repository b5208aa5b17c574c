import { readFile } from 'node:fs/promises';
import type { Database } from './database';
import { counterWindows } from './schema';

type WindowRow = [
  image: string,
  title: string,
  titleEng: string,
  titleSv: string,
  priceCents: number,
  washingTime: number,
  defaultAmount: number,
  easoftItemId: string,
];

/**
 * Window types of customer spec section 3 (titles in Finnish, English and Swedish, prices in
 * cents incl. VAT, minutes per unit, the calculator's starting amount), then the mall
 * variant's display window.
 */
// prettier-ignore
export const demoWindows: WindowRow[] = [
  ['opening-4-surfaces', 'Avattava ikkuna, 4 pintaa', 'Opening window, 4 surfaces', 'Öppningsbart fönster, 4 ytor', 990, 12, 5, '700501'],
  ['opening-6-surfaces', 'Avattava ikkuna, 6 pintaa', 'Opening window, 6 surfaces', 'Öppningsbart fönster, 6 ytor', 1390, 16, 0, '700502'],
  ['opening-latticed', 'Avattava ruutuikkuna', 'Opening latticed window', 'Öppningsbart spröjsat fönster', 1690, 20, 0, '700503'],
  ['ventilation-window', 'Tuuletusikkuna kahvalla', 'Ventilation window with handle', 'Vädringsfönster med handtag', 590, 6, 0, '700504'],
  ['window-group', 'Avattava ikkunaryhmä', 'Opening window group', 'Öppningsbar fönstergrupp', 1990, 24, 0, '700505'],
  ['unopening-window', 'Avautumaton ikkuna', 'Unopening window', 'Icke öppningsbart fönster', 490, 5, 0, '700506'],
  ['glass-railing', 'Lasikaide, metri', 'Glass railing, per metre', 'Glasräcke, per meter', 690, 6, 0, '700507'],
  ['door', 'Ovi', 'Door', 'Dörr', 690, 7, 0, '700508'],
  ['bathroom-glass', 'Kylpyhuoneen lasiseinä', 'Bathroom glass', 'Glasvägg i badrum', 990, 10, 0, '700509'],
  ['mirror', 'Peili', 'Mirror', 'Spegel', 390, 4, 0, '700510'],
  ['display-window', 'Näyteikkuna', 'Display window', 'Skyltfönster', 1200, 15, 0, '700511'],
];

/** Reads seed-images/<name>.svg as a data URL. */
export async function svgDataUrl(name: string): Promise<string> {
  const svg = await readFile(new URL(`./seed-images/${name}.svg`, import.meta.url));
  return `data:image/svg+xml;base64,${svg.toString('base64')}`;
}

/** Inserts the window rows of configuration `counterId` (which must exist). */
export async function seedCounterWindows(db: Database, counterId = 1): Promise<void> {
  const rows = await Promise.all(
    demoWindows.map(
      async (
        [image, title, titleEng, titleSv, priceCents, washingTime, defaultAmount, easoftItemId],
        i,
      ) => ({
        counterId,
        title,
        titleEng,
        titleSv,
        image: await svgDataUrl(image),
        priceCents,
        washingTime,
        defaultAmount,
        easoftItemId,
        sortOrder: (i + 1) * 10,
      }),
    ),
  );
  await db.insert(counterWindows).values(rows);
}
