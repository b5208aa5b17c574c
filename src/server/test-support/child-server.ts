/**
 * The server as a real child process (the production start tests): its output lines, the
 * port it listens on (PORT=0 picks a free one), and its exit.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';

export const run = promisify(execFile);

export interface ChildServer {
  child: ChildProcess;
  stdout: string[];
  stderr: string[];
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
  /** Resolves with the port from pino's 'Server listening at' line; rejects on exit or after ms. */
  listening(ms: number): Promise<number>;
  /** Waits at most ms for the exit. */
  ended(ms: number): Promise<number | string>;
  /** Signals the process and its children, then waits at most ms for the exit. */
  stop(signal: NodeJS.Signals, ms: number): Promise<number | string>;
}

/** The environment a child starts with: only PATH, HOME and the settings given. */
export function childEnv(settings: Record<string, string | undefined>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, TZ: 'UTC', ...settings };
}

function withinMs<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export function spawnServer(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): ChildServer {
  // Its own process group, so that stop() reaches npm's child too.
  const child = spawn(command, args, { ...options, detached: true, stdio: 'pipe' });
  const stdout: string[] = [];
  const stderr: string[] = [];
  const collect = (stream: NodeJS.ReadableStream | null, lines: string[]) => {
    let partial = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      lines.push(...parts);
    });
    stream?.on('end', () => partial && lines.push(partial));
  };
  collect(child.stdout, stdout);
  collect(child.stderr, stderr);
  const exited = new Promise<number | string>((resolve) =>
    child.once('close', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const listening = (ms: number) =>
    withinMs(
      new Promise<number>((resolve, reject) => {
        const poll = setInterval(() => {
          const port = stdout
            .map((l) => /Server listening at http:\/\/[^"]*:(\d+)"/.exec(l)?.[1])
            .find(Boolean);
          if (port) {
            clearInterval(poll);
            resolve(Number(port));
          }
        }, 50);
        void exited.then((code) => {
          clearInterval(poll);
          reject(new Error(`server exited (${code}) before listening: ${stderr.join('\n')}`));
        });
      }),
      ms,
      'server start',
    );
  const ended = (ms: number) => withinMs(exited, ms, 'exit');
  const stop = (signal: NodeJS.Signals, ms: number) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // The group has already gone.
    }
    return ended(ms);
  };
  return { child, stdout, stderr, exited, listening, ended, stop };
}
