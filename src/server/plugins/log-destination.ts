import { writeSync } from 'node:fs';
import { destination as pinoDestination } from 'pino';

/** pino's number for `warn`: the level of the dropped lines' report. */
const warnLevel = 40;

export interface LogDestination {
  /** pino's lines: written at once, after the access lines before them. */
  write(line: string): void;
  /** An access line (logging.ts' accessLog): buffered. */
  writeAccess(line: string): void;
  /** Writes what is buffered now (before any line other than an access line). */
  flushSync(): void;
  /**
   * Resolves once everything written so far is written, the block under way first
   * (`flushSync` cannot wait for that one: it lands after); waits at most `timeoutMs` for it.
   */
  settled(timeoutMs?: number): Promise<void>;
  /** Writes what is buffered and stops buffering (the app's close, the process's exit). */
  end(): void;
}

/**
 * Where the production log goes (issue 27, decision 075): the access lines, one per request
 * (`writeAccess`), into a buffer written to `fd` asynchronously in blocks of at least
 * `minBytes`, and at least every `flushMs` so a quiet server's lines are not held back; the
 * buffer holds at most `maxBytes`, beyond which access lines are dropped (counted, and the
 * count written as a warning once the buffer drains) rather than let a slow log reader stall
 * the requests. Every other line (the start, warnings, errors) is rare: it flushes the
 * buffer and is written synchronously, so it is never dropped and is on disk, after what came
 * before it, before anything else happens.
 */
export function createLogDestination(
  fd: number,
  { minBytes = 8 * 1024, maxBytes = 8 * 1024 * 1024, flushMs = 1000 } = {},
): LogDestination {
  const buffered = pinoDestination({
    dest: fd,
    sync: false,
    minLength: minBytes,
    maxLength: maxBytes,
    // Lines as buffers: in its text mode sonic-boom appends each line to one growing string
    // and measures that string's bytes at every write, flattening up to 16 kB per line (a
    // twentieth of a public read's time in the profile, bench/README.md).
    contentMode: 'buffer',
  });
  let isEnded = false;
  // Our own timer rather than sonic-boom's periodicFlush, whose only stop also closes the fd.
  const timer = setInterval(() => {
    if (!isEnded) buffered.flush();
  }, flushMs).unref();
  let dropped = 0;
  buffered.on('drop', () => void dropped++);
  const reportDropped = () => {
    if (dropped === 0) return;
    const line = { level: warnLevel, time: Date.now(), pid: process.pid, dropped };
    writeSync(
      fd,
      `${JSON.stringify({ ...line, msg: 'access log lines dropped: the log reader was too slow' })}\n`,
    );
    dropped = 0;
  };
  buffered.on('drain', reportDropped);

  const destination: LogDestination = {
    write(line) {
      destination.flushSync();
      writeSync(fd, line);
    },
    writeAccess(line) {
      if (isEnded) {
        writeSync(fd, line);
        return;
      }
      // sonic-boom's types know only its text mode's write(string).
      (buffered.write as unknown as (bytes: Buffer) => boolean).call(buffered, Buffer.from(line));
    },
    flushSync() {
      if (isEnded) return;
      buffered.flushSync();
      reportDropped();
    },
    async settled(timeoutMs = 2000) {
      // Even once ended: a write the timer started before may still be under way.
      await new Promise<void>((resolve) => {
        const timeout = setTimeout(resolve, timeoutMs).unref();
        // Called once the write under way has landed (sonic-boom's drain).
        buffered.flush(() => {
          clearTimeout(timeout);
          resolve();
        });
      });
      // Nothing under way now: what came in meanwhile goes at once, in order.
      destination.flushSync();
    },
    end() {
      if (isEnded) return;
      destination.flushSync();
      isEnded = true;
      // A line logged after this is written at once; the fd stays the caller's.
      clearInterval(timer);
    },
  };
  return destination;
}
