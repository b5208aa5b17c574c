import type { ApiErrorCode } from '#contracts/api-error.ts';

export type { ApiErrorCode };

/**
 * A non-2xx answer: its status, the server's code (the union of every code the server
 * sends), a message safe to show in the UI's language, and the fields at fault (path ->
 * translated message).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields: Record<string, string> = {},
    /** Facts of the refusal that are not messages (a stale save's savedBy, savedAt). */
    readonly details: Record<string, string> = {},
    /** The whole error body, for the answers that carry more (BLOCK_OVER_JOBS's `jobs`). */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** True for an ApiError, optionally with the given code: `isApiError(error, 'SLOT_TAKEN')`. */
export function isApiError(error: unknown, code?: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
