import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogDestination } from './log-destination';

/**
 * A real pino logger writing through the destination into a real file, and `access`, which
 * writes an access line as the app's accessLog does.
 */
function logToFile(options?: { minBytes?: number; maxBytes?: number; flushMs?: number }) {
  const path = join(mkdtempSync(join(tmpdir(), 'log-destination-')), 'app.log');
  const fd = openSync(path, 'a');
  const destination = createLogDestination(fd, options);
  const log = pino({ level: 'info' }, destination);
  const access = (fields: Record<string, unknown>) =>
    destination.writeAccess(`${JSON.stringify({ level: 30, ...fields, msg: 'request' })}\n`);
  const lines = () =>
    readFileSync(path, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; level: number; dropped?: number });
  return {
    log,
    access,
    destination,
    lines,
    // As the app's close does: the write under way lands before the fd is closed (the
    // periodic flush starts one even with nothing held; closing under it failed with EBADF).
    close: async () => {
      await destination.settled(60_000);
      destination.end();
      closeSync(fd);
    },
  };
}

// Decision 075: access lines buffered, warnings and errors at once and in order, never dropped.
describe('the production log destination', () => {
  it('keeps access lines in its buffer until it fills or is flushed', async () => {
    const { access, destination, lines, close } = logToFile({ minBytes: 16_000 });
    for (let i = 0; i < 10; i++) access({ i });
    expect(lines()).toEqual([]);
    destination.flushSync();
    expect(lines().map((l) => l.msg)).toEqual(Array(10).fill('request'));
    await close();
  });

  it('writes any other line at once (the start, a mail sent), after the access lines before it', async () => {
    const { log, access, lines, close } = logToFile({ minBytes: 16_000 });
    access({ method: 'GET' });
    log.info('Server listening at http://127.0.0.1:3000');
    expect(lines().map((l) => l.msg)).toEqual([
      'request',
      'Server listening at http://127.0.0.1:3000',
    ]);
    await close();
  });

  it('writes what it holds at least every flushMs, so a quiet server is not held back', async () => {
    const { access, lines, close } = logToFile({ minBytes: 16_000, flushMs: 50 });
    access({ method: 'GET' });
    expect(lines()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lines().map((l) => l.msg)).toEqual(['request']);
    await close();
  });

  it('writes a warning or an error at once, after the access lines before it', async () => {
    const { log, access, lines, close } = logToFile({ minBytes: 16_000 });
    access({ n: 1 });
    access({ n: 2 });
    expect(lines()).toEqual([]);
    log.error('request failed');
    expect(lines().map((l) => l.msg)).toEqual(['request', 'request', 'request failed']);
    access({ n: 3 });
    log.warn('PostgreSQL connection lost');
    expect(lines().map((l) => l.msg)).toEqual([
      'request',
      'request',
      'request failed',
      'request',
      'PostgreSQL connection lost',
    ]);
    await close();
  });

  it('drops access lines beyond its limit, never an error, and says how many it dropped', async () => {
    const { log, access, destination, lines, close } = logToFile({
      minBytes: 1500,
      maxBytes: 2000,
    });
    for (let i = 0; i < 100; i++) access({ i });
    log.error('request failed');
    destination.flushSync();
    // The first block's write was under way when the limit was reached: it lands after.
    await destination.settled(60_000);
    const written = lines();
    const kept = written.filter((l) => l.msg === 'request').length;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(100);
    expect(written.filter((l) => l.msg === 'request failed')).toHaveLength(1);
    const report = written.find((l) => l.dropped !== undefined);
    expect(report).toMatchObject({ level: 40, dropped: 100 - kept });
    await close();
  });

  it('settles with nothing under way, and after a block it was writing', async () => {
    const { access, destination, lines, close } = logToFile({ minBytes: 200 });
    // Far below its own limit: a settle that waited for the limit would fail the test.
    await destination.settled(60_000);
    for (let i = 0; i < 5; i++) access({ i });
    await destination.settled(60_000);
    expect(lines().map((l) => l.msg)).toEqual(Array(5).fill('request'));
    await close();
  }, 5000);

  it('once ended and settled, writes nothing more: its fd can be closed', async () => {
    // A block's write under way when the fd closed failed the process with EBADF (the
    // periodic flush starts one every flushMs, even with nothing held). Vitest fails the run
    // on that error; each round here closes the fd just after a write starts.
    for (let i = 0; i < 50; i++) {
      const path = join(mkdtempSync(join(tmpdir(), 'log-destination-')), 'app.log');
      const fd = openSync(path, 'a');
      const destination = createLogDestination(fd, { minBytes: 10 });
      destination.writeAccess(`${JSON.stringify({ level: 30, i, msg: 'request' })}\n`);
      destination.end();
      await destination.settled(60_000);
      closeSync(fd);
      expect(readFileSync(path, 'utf8')).toContain(`"i":${i}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  });

  it('ends: writes what it holds, stops its timer, and writes later lines at once', async () => {
    const { access, destination, lines, close } = logToFile({ minBytes: 16_000, flushMs: 50 });
    access({ n: 1 });
    destination.end();
    expect(lines().map((l) => l.msg)).toEqual(['request']);
    access({ n: 2 });
    expect(lines().map((l) => l.msg)).toEqual(['request', 'request']);
    await close();
  });
});
