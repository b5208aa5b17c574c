/**
 * What the back office's customer search compares (decision 038): a part of the e-mail
 * address (any letter case), and when the query looks like a phone number, a part of the
 * phone as digits: spaces, dashes, dots and brackets ignored, +358 or 00358 read as 0, so
 * '+358 40 123' finds '040-1234567' and '0401' finds '+358 401 234 567'.
 */
import type { CustomerQuery } from './customer-data.repository';

const phoneLike = /^[\d\s()+\-./]+$/;
const minPhoneDigits = 3;

/** The number as the phone comparison reads it (the SQL's phoneKey does the same). */
export const normalisePhone = (phone: string) =>
  phone.replace(/[^0-9+]/g, '').replace(/^(\+|00)358/, '0');

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function customerQueryOf(query: string): CustomerQuery {
  const phone = normalisePhone(query);
  const isPhone = phoneLike.test(query) && phone.replace(/\D/g, '').length >= minPhoneDigits;
  return {
    emailPattern: `%${escapeLike(query)}%`,
    phonePattern: isPhone ? `%${escapeLike(phone)}%` : null,
  };
}
