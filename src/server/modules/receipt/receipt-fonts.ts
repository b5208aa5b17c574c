/**
 * The receipt's fonts (decision 064): DejaVu Sans (npm `dejavu-fonts-ttf`) for Latin,
 * Cyrillic, Greek and Vietnamese, and Noto Sans Hans (npm `@embedpdf/fonts-sc`: Noto Sans S
 * Chinese, the first Noto Sans CJK SC) for the Chinese characters DejaVu lacks. Both are
 * freely licensed and come with `npm ci`; pdfkit embeds only the glyphs a PDF uses.
 *
 * A text is cut into runs, each printed in the first font of the chain that has its
 * characters. The fonts are parsed once per process and shared by every PDF (pdfkit 0.20
 * takes parsed fontkit fonts), the Chinese one only when a text first needs it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { create, type Font } from 'fontkit';

export type Weight = 'regular' | 'bold';
type Face = 'main' | 'cjk';
/** The name a face and weight is registered under in a PDF. */
export type FontName = `${Face}-${Weight}`;

export interface Run {
  font: FontName;
  text: string;
}

const require = createRequire(import.meta.url);

/** The font files, found where npm installed their packages. */
function fontFile(face: Face, weight: Weight): string {
  if (face === 'main') {
    const file = weight === 'bold' ? 'DejaVuSans-Bold.ttf' : 'DejaVuSans.ttf';
    return require.resolve(`dejavu-fonts-ttf/ttf/${file}`);
  }
  // The package exports only its file list; the fonts lie in ../fonts beside dist/.
  const file = weight === 'bold' ? 'NotoSansHans-Bold.otf' : 'NotoSansHans-Regular.otf';
  return path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts', file);
}

const parsed = new Map<FontName, Font>();

/**
 * fontkit keeps one glyph object per glyph, with the characters it was first asked for, and
 * pdfkit writes those into the PDF's ToUnicode map. A TrueType glyph first met as a part of
 * an accented one while a PDF's subset is written (Ş holds S) keeps none, and every later
 * PDF sharing the parsed font would lose that letter from its text. Asking for each
 * character's glyph first gives every glyph its character: the lowest code point, leaving
 * out compatibility characters (a no-break space, the ohm sign) that share a glyph with the
 * character they stand for. (CFF fonts, like the Chinese one, have no such parts.)
 */
function giveEveryGlyphItsCharacter(font: Font) {
  for (const codePoint of font.characterSet) {
    const c = String.fromCodePoint(codePoint);
    if (c.normalize('NFKC') === c) font.glyphForCodePoint(codePoint);
  }
}

/** The parsed font, read from disk the first time it is asked for. */
export function fontOf(name: FontName): Font {
  let font = parsed.get(name);
  if (!font) {
    const [face, weight] = name.split('-') as [Face, Weight];
    const loaded = create(readFileSync(fontFile(face, weight)));
    if (!('hasGlyphForCodePoint' in loaded)) throw new Error(`${name}: a font collection`);
    font = loaded;
    if (face === 'main') giveEveryGlyphItsCharacter(font);
    parsed.set(name, font);
  }
  return font;
}

/** Spaces go with the run they stand in, so a line is not cut into runs at every space. */
const isSpace = (c: string) => /\s/u.test(c);

function faceOf(c: string, weight: Weight, last: Run | undefined): Face {
  if (last && isSpace(c)) return last.font.startsWith('cjk') ? 'cjk' : 'main';
  const code = c.codePointAt(0)!;
  if (fontOf(`main-${weight}`).hasGlyphForCodePoint(code)) return 'main';
  return fontOf(`cjk-${weight}`).hasGlyphForCodePoint(code) ? 'cjk' : 'main';
}

/**
 * The text in runs of one font each: a character in DejaVu Sans if it has it, else in Noto
 * Sans Hans if that has it, else in DejaVu Sans (whose empty box keeps the character in the
 * PDF's text, so it is still copied and read aloud as written). NFC first: a letter typed as
 * a base and a combining accent prints as the one precomposed glyph.
 */
export function runsOf(text: string, weight: Weight): Run[] {
  const runs: Run[] = [];
  for (const c of text.normalize('NFC')) {
    const last = runs.at(-1);
    const font: FontName = `${faceOf(c, weight, last)}-${weight}`;
    if (last?.font === font) last.text += c;
    else runs.push({ font, text: c });
  }
  return runs;
}
