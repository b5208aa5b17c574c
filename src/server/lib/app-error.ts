import type { ApiErrorCode } from '#contracts/api-error.ts';

/** The codes of the error answers: one list for server and client (contracts/api-error.ts). */
export type AppErrorCode = ApiErrorCode;

export const statusOfCode: Record<AppErrorCode, number> = {
  VALIDATION_FAILED: 400,
  NOT_FOUND: 404,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  TOTP_REQUIRED: 401,
  MFA_ENROLMENT_REQUIRED: 403,
  CANNOT_DELETE_SELF: 409,
  LAST_ADMIN: 409,
  FORBIDDEN: 403,
  REAUTHENTICATION_FAILED: 403,
  CONFLICT: 409,
  SLOT_TAKEN: 409,
  BLOCK_OVER_JOBS: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
  ACTION_NOT_ALLOWED: 409,
  LATE_CANCELLATION: 409,
  LATE_CHANGE: 409,
  BEFORE_JOB_DAY: 409,
  PHOTO_LIMIT_REACHED: 409,
  ORDER_KEPT: 409,
  NOTHING_OWED: 409,
};

/**
 * The one error type below HTTP: a SCREAMING_SNAKE code, an internal message for the log,
 * and optionally the fields at fault (path -> message key). The error handler maps codes
 * to status codes and translates keys into the client's language.
 */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Facts for the page that are not message keys (a stale save's savedBy, savedAt). */
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
