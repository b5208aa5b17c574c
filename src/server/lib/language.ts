import type { FastifyRequest } from 'fastify';
import type { Language } from '#contracts/messages.ts';

/** The client's language: `?lang=` first, then Accept-Language; Finnish by default. */
export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const explicit = typeof query?.lang === 'string' ? query.lang : undefined;
  const header = request.headers['accept-language'] ?? '';
  const wanted = (explicit ?? header).trim().toLowerCase();
  return wanted.startsWith('en') ? 'en' : 'fi';
}
