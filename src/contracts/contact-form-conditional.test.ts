import { describe, expect, it } from 'vitest';
import { contactFormSchema } from './contact-form';
import {
  billingContact,
  companyContact,
  eInvoiceContact,
  privateContact,
} from './contact-form.fixture';
import { firstIssueByPath } from './messages';

const errorsOf = (input: unknown) =>
  firstIssueByPath(contactFormSchema.safeParse(input).error?.issues ?? []);

type Row = [unknown, string | undefined];
/** [base form, field, rows of value and expected key (undefined: no error on that field)]. */
const rules: [string, Record<string, unknown>, string, Row[]][] = [
  [
    'company',
    companyContact,
    'companyName',
    [
      ['x'.repeat(128), undefined],
      ['x'.repeat(129), 'validation.company_name_too_long'],
      ['', 'validation.required'],
    ],
  ],
  ['private', privateContact, 'companyName', [['x'.repeat(129), undefined]]],
  [
    'company',
    companyContact,
    'companyVat',
    [
      ['1572860-0', undefined],
      ['2332748-7', undefined],
      ['FI20774740', undefined],
      ['2077474-1', 'validation.vat_invalid'],
      ['207747-0', 'validation.vat_invalid'],
      ['20774740-0', 'validation.vat_invalid'],
      [undefined, 'validation.required'],
    ],
  ],
  ['private', privateContact, 'companyVat', [['nonsense', undefined]]],
  [
    'company + e-invoice',
    eInvoiceContact,
    'eInvoiceAddress',
    [
      ['003720774740', undefined],
      ['0037207747400100', undefined],
      ['FI21 1234 5600 0007 85', undefined],
      ['003712345678', undefined],
      ['0037123456', 'validation.einvoice_address_invalid'],
      ['FI2112345600000786', 'validation.einvoice_address_invalid'],
      ['12345678901', 'validation.einvoice_address_invalid'],
      ['', 'validation.required'],
    ],
  ],
  [
    'company + e-invoice',
    eInvoiceContact,
    'operatorId',
    [
      ['DABAFIHHXXX', undefined],
      ['003723327487', undefined],
      ['E204503', undefined],
      ['ABC', 'validation.operator_id_invalid'],
      ['123456789', 'validation.operator_id_invalid'],
      ['00372332748', 'validation.operator_id_invalid'],
      [undefined, 'validation.required'],
    ],
  ],
  ['company + email', companyContact, 'eInvoiceAddress', [['x', undefined]]],
  ['company + email', companyContact, 'operatorId', [['x', undefined]]],
  [
    'billing differs',
    billingContact,
    'billingName',
    [
      ['A', 'validation.billing_name_too_short'],
      [undefined, 'validation.required'],
    ],
  ],
  [
    'billing differs',
    billingContact,
    'billingStreetAddress',
    [['Tie', 'validation.street_address_too_short']],
  ],
  [
    'billing differs',
    billingContact,
    'billingPostalCode',
    [
      ['1234', 'validation.billing_postal_code_digits'],
      ['', 'validation.required'],
    ],
  ],
  [
    'billing differs',
    billingContact,
    'billingPostalCity',
    [
      ['H', 'validation.city_too_short'],
      [undefined, 'validation.required'],
    ],
  ],
  ['billing same', privateContact, 'billingName', [['A', undefined]]],
  ['billing same', privateContact, 'billingPostalCode', [['x', undefined]]],
];

const cases = rules.flatMap(([kind, base, field, rows]) =>
  rows.map(
    ([value, expected]) => [kind, field, JSON.stringify(value), base, value, expected] as const,
  ),
);

describe('contactFormSchema, conditional rules', () => {
  it.each(cases)('%s: %s = %s', (_kind, field, _shown, base, value, expected) => {
    expect(errorsOf({ ...base, [field]: value })[field]).toBe(expected);
  });

  it('accepts each valid kind of customer', () => {
    for (const form of [companyContact, eInvoiceContact, billingContact]) {
      expect(errorsOf(form)).toEqual({});
    }
  });

  it('refuses e-invoice for a private customer without asking for e-invoice fields', () => {
    const errors = errorsOf({ ...privateContact, invoice_channel: 'evoice' });
    expect(errors).toEqual({ invoice_channel: 'validation.einvoice_requires_company' });
  });

  it('normalises the business id, the e-invoice address and the operator id', () => {
    const parsed = contactFormSchema.parse({
      ...eInvoiceContact,
      companyVat: 'FI 2077 4740',
      eInvoiceAddress: ' 0037 2077 4740 ',
      operatorId: 'ndeafihh',
    });
    expect(parsed).toMatchObject({
      companyVat: '2077474-0',
      eInvoiceAddress: '003720774740',
      operatorId: 'NDEAFIHH',
    });
  });

  it('reports the conditional rules together with the other errors', () => {
    const errors = errorsOf({ ...companyContact, name: 'Matti', companyVat: '1', terms: 'yes' });
    expect(errors).toEqual({
      name: 'validation.name_first_and_last',
      companyVat: 'validation.vat_invalid',
      terms: 'validation.terms_required',
    });
  });
});
