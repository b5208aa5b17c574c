/**
 * The sign-off with the seller's name (decision 071) and the seller's facts at the bottom
 * of every mail (issue 15 point 4, decision 050): the mailer every module sends through is
 * wrapped once, so a new mail cannot forget them, and the name is the settings' own.
 */
import type { Language } from '#contracts/messages.ts';
import { serviceHours } from '#contracts/shop-contact.ts';
import type { ShopInfo } from '#contracts/shop-info.ts';
import { pagePath, siteLanguageOf } from '#contracts/site-pages.ts';
import {
  withEveryMessage,
  type Mailer,
  type MailMessage,
} from '#server/integrations/mail/mailer.ts';
import { escapeHtml } from '#server/lib/escape-html.ts';

const labels = {
  fi: {
    questions: 'Kysyttävää? Soita asiakaspalveluun {phone} ({hours}) tai vastaa tähän viestiin.',
    closing: 'Ystävällisin terveisin',
    businessId: 'Y-tunnus',
    terms: 'Tilausehdot ja peruuttamisoikeus',
  },
  en: {
    questions:
      'Questions? Call our customer service on {phone} ({hours}) or reply to this message.',
    closing: 'Kind regards',
    businessId: 'Business ID',
    terms: 'Terms of order and right of withdrawal',
  },
  sv: {
    questions: 'Frågor? Ring vår kundtjänst på {phone} ({hours}) eller svara på detta meddelande.',
    closing: 'Med vänliga hälsningar',
    businessId: 'FO-nummer',
    terms: 'Beställningsvillkor och ångerrätt',
  },
} as const satisfies Record<Language, unknown>;

const labelsOf = (language: string) => labels[siteLanguageOf(language)];

/**
 * The end of every mail's body, in its language: how to reach customer service (the shop's
 * phone and hours, decision 076), then the closing and the seller's name.
 */
export function signOffParagraphs(info: ShopInfo, language: string): string[][] {
  const l = labelsOf(language);
  const questions = l.questions
    .replace('{phone}', info.phone)
    .replace('{hours}', serviceHours(info, language));
  return [[questions], [l.closing, info.sellerName]];
}

/** The footer's lines: seller and business ID, address, phone and e-mail, the terms' link. */
export function shopFooterLines(info: ShopInfo, language: string, publicUrl: string): string[] {
  const l = labelsOf(language);
  const termsPath = pagePath('terms', siteLanguageOf(language));
  return [
    `${info.sellerName}, ${l.businessId} ${info.businessId}`,
    `${info.streetAddress}, ${info.postalCode} ${info.city}`,
    `${info.phone}, ${info.email}`,
    `${l.terms}: ${publicUrl}${termsPath}`,
  ];
}

/** RFC 3676's signature separator: dash, dash, space, alone on its line. */
export const signatureSeparator = '-- ';

export function withShopFooterText(
  message: MailMessage,
  lines: string[],
  signOff: string[][],
): MailMessage {
  const body = message.text.replace(/\n*$/, '');
  const ending = signOff.map((paragraph) => paragraph.join('\n')).join('\n\n');
  const text = `${body}\n\n${ending}\n\n${signatureSeparator}\n${lines.join('\n')}\n`;
  const block = `${signOff.map((paragraph) => `<p>${paragraph.map(escapeHtml).join('<br>')}</p>`).join('\n')}
<hr style="border:0;border-top:1px solid #dee2e6"><p style="color:#495057;font-size:13px">${lines
    .map(escapeHtml)
    .join('<br>')}</p>`;
  const html = message.html.includes('</body>')
    ? message.html.replace('</body>', `${block}\n</body>`)
    : `${message.html}${block}`;
  return { ...message, text, html };
}

/** The mailer with the sign-off and footer added to every message, in its language. */
export function withShopFooter(
  mailer: Mailer,
  shopInfo: () => Promise<ShopInfo>,
  publicUrl: string,
): Mailer {
  return withEveryMessage(mailer, async (message) => {
    const info = await shopInfo();
    const lines = shopFooterLines(info, message.language, publicUrl);
    return withShopFooterText(message, lines, signOffParagraphs(info, message.language));
  });
}
