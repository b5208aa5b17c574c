/**
 * The one error type of the domain: a stable SCREAMING_SNAKE code that callers map to
 * a status or a message, and an internal message for logs (never shown to users as is).
 */
export type DomainErrorCode =
  | 'INVALID_AMOUNT'
  | 'INVALID_QUANTITY'
  | 'INVALID_DISCOUNT'
  | 'INVALID_DATE'
  | 'INVALID_TIME'
  | 'INVALID_INSTANT'
  | 'INVALID_DURATION'
  | 'UNKNOWN_WINDOW';

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  /** Extra facts for logs and for naming the offending field, e.g. { field: 'windows' }. */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(code: DomainErrorCode, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }
}

/** True for a DomainError, optionally with the given code (for callers and tests). */
export function isDomainError(error: unknown, code?: DomainErrorCode): error is DomainError {
  return error instanceof DomainError && (code === undefined || error.code === code);
}
