/**
 * A real SMTP server (smtp-server) for the mail tests, and the messages it receives (or
 * the .eml files) read back by mailparser.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface MailPart {
  /** The part's media type without parameters, e.g. 'text/calendar'. */
  contentType: string;
  /** The Content-Type's parameters (charset, method, name), as mailparser read them. */
  params: Record<string, string>;
  /** 'attachment' for a file, undefined for a part among the alternatives. */
  disposition: string | undefined;
  filename: string;
  content: string;
}

export interface ParsedMail {
  /** The top-level header lines as written, by lower-case name (values unfolded). */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  /**
   * Every part that is neither the text nor the HTML body, decoded: files (Content-
   * Disposition: attachment) and the iMIP text/calendar alternative (decision 063).
   */
  attachments: MailPart[];
  /** The text/calendar part of the message (RFC 6047), or null. */
  calendar: { method: string | undefined; content: string } | null;
  /** The raw message, as written to the file or received over SMTP. */
  raw: string;
}

/** Reads a message with mailparser, a kept MIME parser (RFC 5322, 2045 to 2049). */
export async function parseMail(raw: string): Promise<ParsedMail> {
  const mail = await simpleParser(raw, { skipTextToHtml: true, skipImageLinks: true });
  const headers: Record<string, string> = {};
  for (const { key, line } of mail.headerLines) {
    const at = line.indexOf(':');
    headers[key.toLowerCase()] = line
      .slice(at + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
  }
  const attachments = mail.attachments.map((a): MailPart => {
    const type = a.headers.get('content-type') as
      { value: string; params?: Record<string, string> } | undefined;
    return {
      contentType: a.contentType,
      params: type?.params ?? {},
      disposition: a.contentDisposition,
      filename: a.filename ?? '',
      content: a.content.toString('utf8'),
    };
  });
  const calendarPart = attachments.find((a) => a.contentType === 'text/calendar');
  return {
    headers,
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    attachments,
    calendar: calendarPart
      ? { method: calendarPart.params.method, content: calendarPart.content }
      : null,
    raw,
  };
}

/** The received messages read back, each with its envelope's addressees. */
export function parseReceived(
  received: readonly ReceivedMail[],
): Promise<(ParsedMail & { to: string[] })[]> {
  return Promise.all(received.map(async (m) => ({ ...(await parseMail(m.raw)), to: m.to })));
}
