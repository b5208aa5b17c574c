/**
 * Every mail in the company's name (issue 26 point 1, decision 077): From shows the brand
 * (the address stays MAIL_FROM's, the one the mail server sends for), a reply goes to the
 * company's own e-mail, and an uploaded logo heads the HTML body, loaded from PUBLIC_URL.
 * The mailer every module sends through is wrapped once, as for the footer.
 */
import type { ShopInfo } from '#contracts/shop-info.ts';
import type { ShopLogo } from '#contracts/shop-logo.ts';
import { shopLogoSrc, shopLogoWidthAt } from '#contracts/shop-logo-addresses.ts';
import {
  withEveryMessage,
  type Mailer,
  type MailMessage,
} from '#server/integrations/mail/mailer.ts';
import { escapeHtml } from '#server/lib/escape-html.ts';

/** The logo's height in a mail, in CSS pixels. */
export const mailLogoHeight = 48;

/** The logo's `<img>`: absolute, sized, with the brand as its text. */
export function mailLogoHtml(logo: ShopLogo, brandName: string, publicUrl: string): string {
  const src = `${publicUrl}${shopLogoSrc('logo', logo)}`;
  const width = shopLogoWidthAt(logo, mailLogoHeight);
  return `<p><img src="${escapeHtml(src)}" alt="${escapeHtml(brandName)}" width="${width}" height="${mailLogoHeight}" style="display:block;border:0"></p>`;
}

/** The message with the logo first in its body (only an uploaded one: the built-in says nothing). */
function withLogo(message: MailMessage, logo: ShopLogo, brandName: string, publicUrl: string) {
  if (!logo.isCustom) return message.html;
  const image = mailLogoHtml(logo, brandName, publicUrl);
  const body = /<body[^>]*>/i.exec(message.html);
  if (!body) return `${image}\n${message.html}`;
  const at = body.index + body[0].length;
  return `${message.html.slice(0, at)}\n${image}${message.html.slice(at)}`;
}

export function withShopIdentity(
  mailer: Mailer,
  identity: () => Promise<{ info: ShopInfo; logo: ShopLogo }>,
  publicUrl: string,
): Mailer {
  return withEveryMessage(mailer, async (message) => {
    const { info, logo } = await identity();
    return {
      ...message,
      html: withLogo(message, logo, info.brandName, publicUrl),
      senderName: info.brandName,
      replyTo: info.email,
    };
  });
}
