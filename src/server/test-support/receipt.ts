/**
 * The receipt tests' helpers (decisions 055 and 064): orders placed from the public site on
 * the order-life app, their order page tokens from the mails, the PDF downloaded from the
 * real route and read back with pdf.js (unpdf), never with a parser of our own.
 */
import { extractText, getDocumentProxy } from 'unpdf';
import type { OrderLifeApp } from './order-life';
import { bill } from './order-life';
import { companyContact } from '#contracts/contact-form.fixture.ts';

/** `app` gives the suite's app once its beforeAll has started it. */
export function receiptHelpers(app: () => OrderLifeApp) {
  /** The order page token of the confirmation mail just sent to `email`. */
  async function tokenMailedTo(email: string) {
    const mail = (await app().newMails()).find((m) => m.to.includes(email))!;
    return /\/(?:tilaus|en\/order|sv\/bestallning)\/([\w-]{43})/.exec(mail.text)![1]!;
  }

  /** An invoice order of the public site, with its order page token. */
  async function placeInvoiced(
    email: string,
    options: { language?: string; company?: boolean; address?: Record<string, unknown> },
  ) {
    await app().newMails();
    const address = {
      ...(options.company ? companyContact : {}),
      ...bill,
      ...options.address,
      email,
    };
    const order = await app().place({ address, language: options.language ?? 'fi' });
    return { ...order, token: await tokenMailedTo(email) };
  }

  /** GET manage/{token}/receipt.pdf, as the order page's link downloads it. */
  const receipt = (token: string) =>
    app().t.app.inject({ method: 'GET', url: `/api/manage/${token}/receipt.pdf` });

  return { tokenMailedTo, placeInvoiced, receipt };
}

/** The PDF's text, in one string with single spaces. */
export async function textOf(body: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(body), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** The PDF opened by pdf.js, for its catalogue, metadata and structure tree. */
export const pdfOf = (body: Buffer) => getDocumentProxy(new Uint8Array(body));
