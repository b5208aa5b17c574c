/** Valid contact forms of each kind, for tests of the contact form and the order payloads. */
export const privateContact = {
  name: 'Matti Meikäläinen',
  phone: '040 123 4567',
  email: 'matti@example.fi',
  streetAddress: 'Mannerheimintie 1',
  postalCode: '00100',
  city: 'Helsinki',
  terms: true,
  paymentType: 'ONLINE',
  invoice_channel: 'email',
  // Test orders take the first free days: within the withdrawal period (decision 050).
  early_start: true,
};

export const companyContact = {
  ...privateContact,
  company: true,
  companyName: 'Ikkunat Oy',
  companyVat: '2077474-0',
};

export const eInvoiceContact = {
  ...companyContact,
  paymentType: 'BILL',
  invoice_channel: 'evoice',
  eInvoiceAddress: '003720774740',
  operatorId: 'NDEAFIHH',
};

export const billingContact = {
  ...privateContact,
  billing: true,
  billingName: 'Ab',
  billingStreetAddress: 'Tie1',
  billingPostalCode: '00100',
  billingPostalCity: 'Ii',
};
