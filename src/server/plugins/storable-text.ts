import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

/**
 * Text the database cannot store, or that no form sends (decision 039): the C0 control
 * characters except tab, line feed and carriage return (U+0000-U+0008, U+000B, U+000C,
 * U+000E-U+001F), DEL (U+007F), and a UTF-16 surrogate without its pair (no UTF-8 form).
 * PostgreSQL refuses NUL in text and lone surrogates in UTF-8; the others it would keep,
 * to break a mail, a CSV export or a log line later.
 */
const unstorable =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !unstorable.test(text);
}

type Path = (string | number)[];

/** The path of every string in `data` (a value, or a key of an object) that is not storable. */
export function unstorableTextPaths(data: unknown, path: Path = [], found: Path[] = []): Path[] {
  if (typeof data === 'string') {
    if (!isStorableText(data)) found.push(path);
  } else if (Array.isArray(data)) {
    data.forEach((item, i) => unstorableTextPaths(item, [...path, i], found));
  } else if (typeof data === 'object' && data !== null) {
    for (const [key, value] of Object.entries(data)) {
      if (!isStorableText(key)) found.push([...path, key]);
      else unstorableTextPaths(value, [...path, key], found);
    }
  }
  return found;
}

/** The zod issues of a refusal, in fastify-type-provider-zod's own error format. */
function refusal(paths: Path[]): $ZodType {
  return z.unknown().superRefine((_, ctx) => {
    for (const path of paths) {
      ctx.addIssue({ code: 'custom', path, message: 'validation.control_characters' });
    }
  });
}

/**
 * The app's validator compiler: every body, querystring, params and headers value of every
 * route with a schema is checked for unstorable text first (400 VALIDATION_FAILED naming
 * each such field, message `validation.control_characters`), then by the route's zod schema.
 */
export const storableTextValidatorCompiler: FastifySchemaCompiler<$ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    const paths = unstorableTextPaths(data);
    if (paths.length === 0) return validate(data);
    return validatorCompiler({ ...route, schema: refusal(paths) })(data);
  };
};
