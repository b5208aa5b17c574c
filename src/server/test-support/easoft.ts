/**
 * A local stand-in for Easoft's order API (the ERP tests): a real HTTP server that keeps
 * what it receives and answers `{id}`, or fails the first `failures` requests with 503.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedExport {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export async function startEasoftServer(options: { failures?: number } = {}) {
  const received: ReceivedExport[] = [];
  let failuresLeft = options.failures ?? 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        response.writeHead(503, { 'content-type': 'text/plain' }).end('maintenance');
        return;
      }
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
      });
      response
        .writeHead(201, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: `EA-${received.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    received,
    failNext: (count: number) => {
      failuresLeft = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
