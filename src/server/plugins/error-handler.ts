import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiErrorMessages } from '#contracts/api-error.ts';
import type { ErrorResponse } from '#contracts/common.ts';
import { translateMessage, type Language } from '#contracts/messages.ts';
import { describeDatabaseError, isDatabaseUnavailable } from '../db/database';
import { AppError, statusOfCode, type AppErrorCode } from '../lib/app-error';
import { requestLanguage } from '../lib/language';

/**
 * One error format for every 4xx/5xx: `{error, message, fields?}` in the client's language.
 * Validation issues name their fields; a 5xx never shows internals.
 */
const fastifyCodes: Record<string, AppErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'VALIDATION_FAILED',
  FST_ERR_CTP_INVALID_JSON_BODY: 'VALIDATION_FAILED',
  FST_ERR_NOT_FOUND: 'NOT_FOUND',
};

function fieldPath(context: string | undefined, instancePath: string): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || context || 'body';
}

function body(code: AppErrorCode, lang: Language, fields?: Record<string, string>): ErrorResponse {
  const message = apiErrorMessages[lang][code] ?? code;
  if (!fields || Object.keys(fields).length === 0) return { error: code, message };
  const named = Object.entries(fields).map(([field, text]) => `${field}: ${text}`);
  return { error: code, message: `${message}: ${named.join('; ')}`, fields };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const lang = requestLanguage(request);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const path = fieldPath(error.validationContext, issue.instancePath);
      fields[path] ??= translateMessage(issue.message ?? '', lang);
    }
    return reply.code(400).send(body('VALIDATION_FAILED', lang, fields));
  }
  if (error instanceof AppError) {
    const fields = error.fields
      ? Object.fromEntries(
          Object.entries(error.fields).map(([k, v]) => [k, translateMessage(v, lang)]),
        )
      : undefined;
    // The err serializer (plugins/logging.ts) says what may be logged of it (decision 039).
    if (statusOfCode[error.code] >= 500) request.log.error({ err: error }, error.code);
    const answer = body(error.code, lang, fields);
    if (error.details) answer.details = error.details;
    return reply.code(statusOfCode[error.code]).send(answer);
  }
  if (isDatabaseUnavailable(error)) {
    // The driver's code and message only: drizzle's own message lists the parameters.
    request.log.warn({ db: describeDatabaseError(error) }, 'database unavailable');
    return reply.code(503).send(body('SERVICE_UNAVAILABLE', lang));
  }
  const fastifyError = error as Partial<FastifyError>;
  const mapped = fastifyError.code ? fastifyCodes[fastifyError.code] : undefined;
  const status = fastifyError.statusCode ?? 500;
  if (mapped) return reply.code(statusOfCode[mapped]).send(body(mapped, lang));
  if (status === 429) return reply.code(429).send(body('RATE_LIMITED', lang));
  if (status >= 400 && status < 500) {
    return reply.code(status).send(body(status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED', lang));
  }
  // A database error is logged without its parameters by the err serializer (loggable-error.ts).
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send(body('INTERNAL', lang));
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
}
