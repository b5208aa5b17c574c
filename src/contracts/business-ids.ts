/**
 * Finnish company identifiers: the Y-tunnus (business ID) and the e-invoice address and
 * operator ID of a company that wants its invoice as an e-invoice.
 *
 * DECISION (e-invoice address and operator ID). The customer spec says the e-invoice address
 * is "exactly 12" characters and the operator ID "7 to 17". Real Finnish values
 * (reference/finland.md, TIEKE register) do not fit that, so we accept what they look like:
 * - e-invoice address, one of
 *   - OVT: '0037' + 8 digits (the organisation's number without the dash) + an optional
 *     suffix of up to 5 letters or digits: 12 to 17 characters (003720774740, 0037207747400100);
 *     the spec's 'exactly 12' is the case without a suffix. The digits' check digit is NOT
 *     verified: TIEKE's register is the authority, and it holds addresses whose digits are
 *     no valid Y-tunnus today (an association's or a public body's number, an old id), such
 *     as 003712345678, which a customer must be able to give (issue 15);
 *   - IBAN: banks issue e-invoice addresses that are the company's account number:
 *     15 to 34 characters, ISO 13616 mod-97 checksum verified (FI2112345600000785).
 * - operator ID, one of
 *   - an OVT-style operator code, same rule as above (Apix 003723327487, Maventa 003721291126);
 *   - a code that starts with a letter, 6 to 17 letters or digits: the BIC of a bank (8 or 11
 *     characters: NDEAFIHH, DABAFIHH, OKOYFIHH) or an operator's own code (E204503, PALETTE,
 *     INEXCHANGE, BAWCFI22; 6 allows PAGERO, below the spec's 7).
 * Spaces are removed and letters upper-cased before checking (and in the stored value).
 * Refused: anything else, e.g. 12 digits not starting 0037, an OVT with 7 or 9 digits, an
 * IBAN with a wrong checksum. Not accepted: Peppol ids with a scheme prefix
 * ('0216:0037...'); customers are asked for the plain OVT address.
 */
import { FinnishBusinessIds } from 'finnish-business-ids';

/** A Y-tunnus NNNNNNN-C with a correct check digit (2077474-0, 1572860-0, 2332748-7). */
export function isValidBusinessId(value: string): boolean {
  return FinnishBusinessIds.isValidBusinessId(value);
}

/** Writes 'FI20774740', '20774740' or ' 2077474-0 ' as '2077474-0'; other input is only trimmed. */
export function normalizeBusinessId(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  const digits = /^(?:FI)?(\d{7})-?(\d)$/.exec(compact);
  return digits ? `${digits[1]}-${digits[2]}` : value.trim();
}

/** Removes spaces and upper-cases: '0037 2077 4740' -> '003720774740', 'ndeafihh' -> 'NDEAFIHH'. */
export function compactUpper(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

const isOvt = (value: string) => /^0037\d{8}[0-9A-Z]{0,5}$/.test(value);

function isIban(value: string): boolean {
  if (!/^[A-Z]{2}\d{2}[0-9A-Z]{11,30}$/.test(value)) return false;
  const rearranged = value.slice(4) + value.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = String(parseInt(char, 36));
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** An e-invoice address (already compacted): an OVT address or an IBAN. */
export function isEInvoiceAddress(value: string): boolean {
  return isOvt(value) || isIban(value);
}

/** An operator ID (already compacted): an OVT-style code, a BIC or an operator's letter code. */
export function isOperatorId(value: string): boolean {
  return /^\d/.test(value) ? isOvt(value) : /^[A-Z][0-9A-Z]{5,16}$/.test(value);
}
