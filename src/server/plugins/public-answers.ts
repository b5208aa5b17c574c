/**
 * Public answers from memory (decision 043): how a route sends a cached answer, and how a
 * process learns that another one changed what it keeps.
 *
 * A route that sends one declares `compress: false` (the stored brotli and gzip forms are
 * sent instead of compressing on every request) and keeps its `publicCacheControl`.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OpenedDatabase } from '#server/db/client.ts';
import { listen } from '#server/db/listen.ts';
import type { CachedAnswer } from '#server/lib/cached-answer.ts';
import { matchesIfNoneMatch, preferredEncoding } from '#server/lib/conditional-request.ts';
import { publicAnswersChannel, type PublicAnswerCache } from '#server/lib/public-answer-cache.ts';

/**
 * Sends the stored bytes in the coding the client prefers, with their ETag; `304` without a
 * body when If-None-Match names that ETag. `varyOn`: the other request headers the answer
 * depends on (a language's, say), for shared caches.
 */
export async function sendPublicAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  varyOn: readonly string[] = [],
): Promise<FastifyReply> {
  const form = await answer.form(preferredEncoding(request.headers['accept-encoding']));
  reply.header('vary', ['accept-encoding', ...varyOn].join(', ')).header('etag', form.etag);
  if (matchesIfNoneMatch(request.headers['if-none-match'], form.etag)) {
    return reply.code(304).send();
  }
  if (form.encoding !== 'identity') reply.header('content-encoding', form.encoding);
  return reply.type('application/json; charset=utf-8').send(form.body);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this process hears changes, so it keeps public answers (decision 043). */
    arePublicAnswersHeard(): boolean;
    /** How many change notices this process has heard (tests wait for their own). */
    publicAnswerNoticesHeard(): number;
  }
}

/**
 * LISTEN public_answers_changed until the app closes: a notice drops every kept answer.
 * While the connection is down (and before it is first up) every read loads afresh; when
 * it is up again everything kept before is dropped.
 */
export function followPublicAnswerChanges(
  app: FastifyInstance,
  database: OpenedDatabase,
  answers: PublicAnswerCache,
  log: FastifyBaseLogger,
) {
  let wasLost = false;
  let noticesHeard = 0;
  app.decorate('arePublicAnswersHeard', () => answers.isHeard());
  app.decorate('publicAnswerNoticesHeard', () => noticesHeard);
  const listening = listen(database, publicAnswersChannel, {
    onNotify: () => {
      noticesHeard += 1;
      answers.dropAll();
    },
    onListening: () => {
      if (wasLost) log.info(`${publicAnswersChannel}: listening again`);
      wasLost = false;
      answers.setHeard(true);
    },
    onLost: (code) => {
      if (!wasLost) log.warn({ code }, `${publicAnswersChannel}: listen connection lost; retrying`);
      wasLost = true;
      answers.setHeard(false);
    },
  });
  app.addHook('onClose', () => listening.close());
}
