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
  /** Files sent with the message, such as the job's calendar file (text/calendar). */
  attachments?: MailAttachment[];
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
