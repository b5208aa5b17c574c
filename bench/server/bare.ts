/**
 * The floor: a bare Fastify process (no plugins) serving recorded answers, the very bytes
 * and headers the app sent, one GET route each.
 *
 *   node --import tsx bench/server/bare.ts <answers.json> <port>
 *
 * answers.json: [{ path, headers, body (base64) }], written by bench/run.ts.
 */
import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';

interface RecordedAnswer {
  path: string;
  headers: Record<string, string>;
  body: string;
}

const [file, port] = process.argv.slice(2);
const answers = JSON.parse(await readFile(file!, 'utf8')) as RecordedAnswer[];
const app = Fastify({ logger: false });
for (const answer of answers) {
  const body = Buffer.from(answer.body, 'base64');
  app.get(answer.path, (_request, reply) => reply.headers(answer.headers).send(body));
}
app.get('/health', () => 'ok');
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: Number(port), host: '127.0.0.1' });
