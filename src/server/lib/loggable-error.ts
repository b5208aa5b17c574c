import { describeDatabaseError, isDatabaseError } from '../db/database';

/**
 * What a log line (or an outbox message's last error) may say of an error (decision 039).
 *
 * - A database error, or an error caused by one: its SQLSTATE, the driver's message and
 *   the statement's text (describeDatabaseError), never drizzle's message, which lists the
 *   statement's parameters (names, e-mail addresses, phones, password hashes), nor the
 *   server's detail, which quotes the values of a violated key.
 * - Any other error: its type, code, status, message and stack, with its causes, and with
 *   e-mail addresses replaced (an SMTP server's or a partner's answer may quote them). Only
 *   these fields: an error's other properties (nodemailer's `rejected`, a parser's
 *   `rawPacket`) are left out.
 */
export interface LoggableError {
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  query?: string;
  /** The frames; empty for a thrown value that is not an Error. */
  stack: string;
  cause?: LoggableError;
  [key: string]: unknown;
}

const emailAddress = /[^\s@<>"'(),;:[\]/?&=#]+@[^\s@<>"'(),;:[\]/?&=#]+\.[a-z]{2,}/gi;

/** The text with every e-mail address replaced by `[email]`. */
export function withoutEmailAddresses(text: string): string {
  return text.replace(emailAddress, '[email]');
}

/** The stack's frames only (its first lines repeat the message). */
function framesOf(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

function typeOf(error: Error): string {
  return error.constructor?.name || error.name || 'Error';
}

function describe(error: unknown, depth: number): LoggableError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: withoutEmailAddresses(String(error)), stack: '' };
  }
  if (isDatabaseError(error)) {
    const { code, message, query } = describeDatabaseError(error);
    return {
      type: typeOf(error),
      message: withoutEmailAddresses(message),
      ...(code && { code }),
      ...(query && { query }),
      stack: framesOf(error.stack),
    };
  }
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    type: typeOf(error),
    message: withoutEmailAddresses(error.message),
    ...(typeof code === 'string' && { code }),
    ...(typeof statusCode === 'number' && { statusCode }),
    stack: withoutEmailAddresses(error.stack ?? ''),
    ...(error.cause !== undefined && depth < 5 && { cause: describe(error.cause, depth + 1) }),
  };
}

/** The logger's `err` serializer: an error as it may be logged. */
export function loggableError(error: unknown): LoggableError {
  return describe(error, 0);
}

/** One line of text of an error that may be logged or stored. */
export function loggableErrorText(error: unknown): string {
  const described = describe(error, 0);
  const code = described.code ? ` (${described.code})` : '';
  return `${described.type}${code}: ${described.message}`;
}
