import type { FastifyRequest } from 'fastify';
import type { Language } from '#contracts/messages.ts';

/**
 * The client's language: `?lang=` first, then Accept-Language's first choice; Finnish by
 * default. Swedish is asked for with 'sv' ('sv-FI', 'sv-SE': Finland-Swedish is what we write).
 */
export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const explicit = typeof query?.lang === 'string' ? query.lang : undefined;
  const header = request.headers['accept-language'] ?? '';
  const wanted = (explicit ?? header).trim().toLowerCase();
  if (wanted.startsWith('en')) return 'en';
  return wanted.startsWith('sv') ? 'sv' : 'fi';
}

/** The back office's languages: it is not in Swedish (issue 26), so Swedish reads Finnish. */
export type StaffLanguage = Exclude<Language, 'sv'>;

export const staffLanguageOf = (language: Language): StaffLanguage =>
  language === 'en' ? 'en' : 'fi';
