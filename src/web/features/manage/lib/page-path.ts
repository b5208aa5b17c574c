/** An order page's path in the page's language (the server's managePagePath, without zod). */
export const orderPagePath = (language: string, token: string): string =>
  language === 'en' ? `/en/order/${token}` : `/tilaus/${token}`;
