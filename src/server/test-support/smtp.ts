/**
 * A real SMTP server (smtp-server) for the mail tests, and a small MIME reader for the
 * messages it receives (headers, encoded words, quoted-printable and base64 parts).
 */
import type { AddressInfo } from 'node:net';
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

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const c = soft[i]!;
    if (c === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(c, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function headersOf(block: string): Record<string, string> {
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of unfolded.split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return headers;
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

export interface ParsedMail {
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  /** Parts sent as attachments (Content-Disposition: attachment), decoded. */
  attachments: { contentType: string; filename: string; content: string }[];
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

/** The leaf parts of a (nested) multipart body. */
function leaves(headers: Record<string, string>, body: string): Part[] {
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) return [{ headers, body }];
  const parts: Part[] = [];
  for (const part of body.split(`--${boundary}`).slice(1)) {
    if (part.startsWith('--')) break;
    const at = part.search(/\r?\n\r?\n/);
    parts.push(...leaves(headersOf(part.slice(0, at)), part.slice(at).trim()));
  }
  return parts;
}

/** Reads a message as nodemailer writes it: text and HTML parts and attachments, decoded. */
export function parseMail(raw: string): ParsedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = headersOf(raw.slice(0, split));
  const rest = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const parts = leaves(headers, rest);
  const isAttachment = (p: Part) =>
    (p.headers['content-disposition'] ?? '').startsWith('attachment');
  const find = (type: string) => {
    const part = parts.find(
      (p) => !isAttachment(p) && (p.headers['content-type'] ?? '').startsWith(type),
    );
    return part ? decodeBody(part.headers, part.body) : '';
  };
  return {
    headers,
    subject: decodeWords(headers.subject ?? ''),
    text: find('text/plain'),
    html: find('text/html'),
    attachments: parts.filter(isAttachment).map((p) => ({
      contentType: p.headers['content-type'] ?? '',
      filename: /filename="?([^";]+)"?/.exec(p.headers['content-disposition'] ?? '')?.[1] ?? '',
      content: decodeBody(p.headers, p.body),
    })),
  };
}
