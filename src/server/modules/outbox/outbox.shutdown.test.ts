import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPayload } from '#server/test-support/checkout.ts';
import { startHangingServer } from '#server/test-support/hanging-server.ts';

const checkout = fileURLToPath(new URL('../../../..', import.meta.url));

/** Waits for `condition` (checked every 50 ms); throws after ms. */
async function until(what: string, ms: number, condition: () => boolean) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Issue 12 point 9: a hanging ERP kept SIGTERM from finishing for 60 s. The real server as a
// child process, its outbox polling (NODE_ENV=development), an export hanging on an ERP
// that never answers: SIGTERM must end it cleanly (exit code 0, not main.ts's forced exit)
// within 10 s.
describe('SIGTERM while a delivery hangs on the ERP', () => {
  let hanging: Awaited<ReturnType<typeof startHangingServer>>;
  let dataDir: string;
  beforeAll(async () => {
    hanging = await startHangingServer();
    dataDir = await mkdtemp(join(tmpdir(), 'ikkunanpesu-shutdown-'));
  });
  afterAll(async () => {
    await hanging.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('exits cleanly within 10 s', async () => {
    const child = spawn('node', ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: checkout,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        TZ: 'UTC',
        NODE_ENV: 'development',
        PORT: '0',
        DATA_DIR: dataDir,
        ERP_URL: hanging.url,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | string>((resolve) =>
      child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
    );
    let exitCode: number | string | undefined;
    void exited.then((code) => (exitCode = code));
    try {
      // A start from source (tsx) with its migrations: slow on a busy machine, not a measure.
      await until('listening', 150_000, () => /Server listening at/.test(output));
      const base = /Server listening at (http:\/\/[^"\s]+)/.exec(output)![1]!;
      // orderPayload asks through inject(); here the same requests go over HTTP.
      const overHttp = {
        inject: async ({ method, url, payload }: InjectOptions) => {
          const res = await fetch(`${base}${url}`, {
            method,
            headers: payload ? { 'content-type': 'application/json' } : {},
            body: payload ? JSON.stringify(payload) : undefined,
          });
          const text = await res.text();
          return { statusCode: res.status, body: text, json: () => JSON.parse(text) };
        },
      } as unknown as FastifyInstance;
      const { body } = await orderPayload(overHttp, { address: { paymentType: 'BILL' } });
      const res = await overHttp.inject({ method: 'POST', url: '/api/order', payload: body });
      expect(res.statusCode, res.body).toBe(201);
      // The outbox polls every 5 s: wait until the export hangs on the ERP.
      await until('export sent to the ERP', 20_000, () => hanging.requests() > 0);

      child.kill('SIGTERM');
      await until('exit after SIGTERM', 10_000, () => exitCode !== undefined);
      expect(exitCode, output.slice(-2000)).toBe(0);
    } finally {
      if (exitCode === undefined) child.kill('SIGKILL');
      await exited;
    }
  }, 240_000);
});
