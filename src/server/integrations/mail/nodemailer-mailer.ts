import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type { Mailer, MailMessage } from './mailer';

/** MAIL_FROM's address without its name ("Ikkunanpesu <a@b.fi>" gives a@b.fi). */
export function addressOf(mailFrom: string): string {
  const [first] = addressparser(mailFrom, { flatten: true });
  return first?.address || mailFrom.trim();
}

/**
 * The From: MAIL_FROM as it is, or its address under the message's sender name (nodemailer
 * quotes and encodes the name).
 */
const senderOf = (from: string, message: MailMessage) =>
  message.senderName ? { name: message.senderName, address: addressOf(from) } : from;

const envelope = (from: string, message: MailMessage) => ({
  from: senderOf(from, message),
  ...(message.replyTo ? { replyTo: message.replyTo } : {}),
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  headers: { 'Content-Language': message.language },
  ...(message.attachments ? { attachments: message.attachments } : {}),
  // nodemailer's iMIP form: text/calendar; method=... among the alternatives, and the same
  // file attached, as Outlook, Gmail and Apple Mail each look for one of them.
  ...(message.calendar
    ? {
        icalEvent: {
          method: message.calendar.method,
          filename: message.calendar.filename,
          content: message.calendar.content,
        },
      }
    : {}),
});

/** SMTP (smtp:// or smtps:// URL with optional user:password) through nodemailer. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    ...(url.username
      ? {
          auth: {
            user: decodeURIComponent(url.username),
            pass: decodeURIComponent(url.password),
          },
        }
      : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    description: `SMTP ${url.protocol}//${url.hostname}:${url.port || 'default'}`,
    async send(message) {
      await transport.sendMail(envelope(from, message));
    },
    close: () => transport.close(),
  };
}

/** Value of DATA_DIR that keeps the database in memory (tests, browser tests). */
const inMemory = 'memory://';

/**
 * Writes each message as an .eml file: DATA_DIR/mail, or with DATA_DIR 'memory://' a new
 * folder in the system temp folder (named in the start-up log), so that nothing is lost
 * from view and the working tree stays clean.
 */
export async function createFileMailer(
  dataDir: string,
  from: string,
  log: (message: string) => void = () => {},
): Promise<Mailer> {
  const isTemporary = dataDir === inMemory;
  // The temp folder is made on the first message, so idle servers leave nothing behind.
  let folder: string | undefined = isTemporary ? undefined : join(dataDir, 'mail');
  let isReady = false;
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    // RFC 5322: a message's lines end in CRLF, in the file as on the wire.
    newline: 'windows',
  });
  let sequence = 0;
  return {
    description: isTemporary
      ? `files in a new folder ${join(tmpdir(), 'ikkunanpesu-mail-*')} (made on the first mail)`
      : `files in ${folder}`,
    async send(message) {
      if (!isReady) {
        folder ??= await mkdtemp(join(tmpdir(), 'ikkunanpesu-mail-'));
        await mkdir(folder, { recursive: true });
        log(`mail: writing messages to ${folder}`);
        isReady = true;
      }
      const info = await transport.sendMail(envelope(from, message));
      sequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await writeFile(join(folder!, `${stamp}-${sequence}.eml`), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}

export function createMailer(
  options: { smtpUrl: string | undefined; mailFrom: string; dataDir: string },
  log?: (message: string) => void,
): Promise<Mailer> | Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.mailFrom)
    : createFileMailer(options.dataDir, options.mailFrom, log);
}
