/**
 * The controller of the customers' personal data as the site presents the company
 * elsewhere: its name (the site's name), the customer service phone of the site's pages
 * and mails, and the address the confirmation mails come from (MAIL_FROM's default), to
 * which customers are told to reply.
 */
export const controller = {
  name: 'Ikkunanpesu',
  phone: '010 123 4567',
  email: 'tilaukset@example.fi',
} as const;

/** The Finnish Data Protection Ombudsman's site, in the page's language. */
export const ombudsmanUrl = (language: string) =>
  language === 'en' ? 'https://tietosuoja.fi/en/home' : 'https://tietosuoja.fi';
