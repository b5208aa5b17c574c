/**
 * The seller's facts at the bottom of every mail (issue 15 point 4, decision 050): the
 * mailer every module sends through is wrapped once, so a new mail cannot forget them.
 */
import type { ShopInfo } from '#contracts/shop-info.ts';
import type { Mailer, MailMessage } from '#server/integrations/mail/mailer.ts';

const labels = {
  fi: { businessId: 'Y-tunnus', terms: 'Tilausehdot ja peruuttamisoikeus' },
  en: { businessId: 'Business ID', terms: 'Terms of order and right of withdrawal' },
} as const;

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The footer's lines: seller and business ID, address, phone and e-mail, the terms' link. */
export function shopFooterLines(info: ShopInfo, language: string, publicUrl: string): string[] {
  const l = language === 'en' ? labels.en : labels.fi;
  const termsPath = language === 'en' ? '/en/terms' : '/ehdot';
  return [
    `${info.sellerName}, ${l.businessId} ${info.businessId}`,
    `${info.streetAddress}, ${info.postalCode} ${info.city}`,
    `${info.phone}, ${info.email}`,
    `${l.terms}: ${publicUrl}${termsPath}`,
  ];
}

export function withShopFooterText(message: MailMessage, lines: string[]): MailMessage {
  const text = `${message.text.replace(/\n*$/, '')}\n\n--\n${lines.join('\n')}\n`;
  const block = `<hr style="border:0;border-top:1px solid #dee2e6"><p style="color:#495057;font-size:13px">${lines
    .map(escapeHtml)
    .join('<br>')}</p>`;
  const html = message.html.includes('</body>')
    ? message.html.replace('</body>', `${block}\n</body>`)
    : `${message.html}${block}`;
  return { ...message, text, html };
}

/** The mailer with the footer added to every message, in the message's language. */
export function withShopFooter(
  mailer: Mailer,
  shopInfo: () => Promise<ShopInfo>,
  publicUrl: string,
): Mailer {
  return {
    get description() {
      return mailer.description;
    },
    async send(message) {
      const lines = shopFooterLines(await shopInfo(), message.language, publicUrl);
      await mailer.send(withShopFooterText(message, lines));
    },
    close: () => mailer.close(),
  };
}
