/**
 * The mail port: one message out. SMTP when SMTP_URL is set (smtp-mailer via nodemailer);
 * otherwise each message is written as an .eml file to DATA_DIR/mail (file-mailer), so that
 * a fresh machine needs no mail server and every message can still be opened.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Header Content-Language and <html lang>: 'fi' or 'en'. */
  language: string;
  /** Files sent with the message. */
  attachments?: MailAttachment[];
  /**
   * The job's calendar as an iMIP part (RFC 6047, decision 063): a text/calendar alternative
   * whose Content-Type `method` is the body's METHOD, and the same file as an attachment.
   */
  calendar?: MailCalendar;
  /**
   * The From's display name (the company's brand, decision 077); the address stays the
   * MAIL_FROM setting's, the one the mail server sends for.
   */
  senderName?: string;
  /** Where a reply goes (the company's e-mail), when not to the From address. */
  replyTo?: string;
}

export interface MailCalendar {
  /** The iCalendar METHOD of `content`, repeated in the MIME type's `method` parameter. */
  method: 'REQUEST' | 'CANCEL';
  filename: string;
  content: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface Mailer {
  /** Where messages go, for the start-up log (no credentials). */
  readonly description: string;
  /** Resolves once the message is accepted; rejects when it could not be handed over. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The mailer with every message changed by `change` before it is sent (a footer, the sender). */
export function withEveryMessage(
  mailer: Mailer,
  change: (message: MailMessage) => Promise<MailMessage>,
): Mailer {
  return {
    get description() {
      return mailer.description;
    },
    send: async (message) => mailer.send(await change(message)),
    close: () => mailer.close(),
  };
}
