import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { sendError } from './error-handler';

/**
 * Serves the built React app: hashed assets cached for a year, index.html never cached,
 * and every other non-/api GET answered with index.html so the client router decides
 * (its 'Page not found' page covers unknown paths).
 */
export async function registerSpa(app: FastifyInstance, webRoot: string | undefined) {
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : undefined;
  const hasApp = indexFile !== undefined && existsSync(indexFile);
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: webRoot!,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    const isPage = isRead && !isFile && !request.url.startsWith('/api');
    if (hasApp && isPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(
      request,
      reply,
      new AppError('NOT_FOUND', `no route ${request.method} ${request.url}`),
    );
  });
}
