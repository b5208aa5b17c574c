/** Child processes of the bench: the app (compiled when built) and the bare floor. */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const compiled = `${root}dist/server/main.js`;

/** How the app is started: the compiled server if `npm run build` made one, else tsx. */
export function appCommand(): { args: string[]; description: string } {
  if (existsSync(compiled)) {
    const built = statSync(compiled).mtime.toISOString().slice(0, 16).replace('T', ' ');
    return {
      args: ['--enable-source-maps', compiled],
      description: `the compiled server \`dist/server/main.js\` (built ${built} UTC)`,
    };
  }
  return {
    args: ['--import', 'tsx', 'src/server/main.ts'],
    description: 'the TypeScript through tsx',
  };
}

/**
 * Settings production accepts (config.ts refuses the simulator, Paytrail's test account, no
 * SECRET_KEY and a non-https PUBLIC_URL); nothing here reaches Paytrail (bill orders only).
 */
export function productionEnv(port: number, database: Record<string, string>) {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TZ: process.env.TZ,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PAYMENT_PROVIDER: 'paytrail',
    PAYTRAIL_ACCOUNT: '100200',
    PAYTRAIL_SECRET: 'bench-not-a-real-paytrail-secret',
    SECRET_KEY: 'bench-secret-key-0123456789abcdefghijklm',
    PUBLIC_URL: 'https://bench.example.fi',
    SEED_DEMO: 'true',
    TRUST_PROXY: '127.0.0.1',
    ORDERS_PER_ADDRESS_PER_HOUR: '1000000',
    ...database,
  };
}

/**
 * Where the app's log goes: a file, as a log collector would take it, at production's own
 * level (LOG_LEVEL unset: one access line per request, decision 075). Errors stay on stderr.
 */
export const appLogFile = join(tmpdir(), 'bench-app.log');

interface Profile {
  dir: string;
  name: string;
}

/**
 * A folder per process: every thread writes its own profile there under Node's default name
 * (a fixed name would let tsx's loader thread overwrite the main thread's; the largest file
 * is the main thread).
 */
const profiling = (profile: Profile | undefined) =>
  profile ? ['--cpu-prof', `--cpu-prof-dir=${join(profile.dir, profile.name)}`] : [];

/**
 * `profile`: a directory where the app writes V8 CPU profiles of its whole run, in the
 * folder `<profile.name>` (node --cpu-prof; open one in Chromium's DevTools).
 */
export function startApp(env: Record<string, string | undefined>, profile?: Profile): ChildProcess {
  const log = openSync(appLogFile, 'a');
  const child = spawn(process.execPath, [...profiling(profile), ...appCommand().args], {
    cwd: root,
    env,
    stdio: ['ignore', log, 'inherit'],
  });
  closeSync(log);
  return child;
}

/** `profile`: as the app's, so the two can be compared function by function. */
export function startBare(answersFile: string, port: number, profile?: Profile): ChildProcess {
  return spawn(
    process.execPath,
    [
      ...profiling(profile),
      '--import',
      'tsx',
      `${root}bench/server/bare.ts`,
      answersFile,
      String(port),
    ],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  );
}

/** Clock ticks a second of /proc's CPU times (USER_HZ: 100 on every Linux Node runs on). */
const ticksPerSecond = 100;

/**
 * The CPU time a process has used so far, every thread of it (user and system), in seconds;
 * undefined where there is no /proc (not Linux).
 */
export function cpuSeconds(child: ChildProcess): number | undefined {
  try {
    const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
    // The fields after the command's name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime: fields 14 and 15 of stat, 12 and 13 after the name.
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

/** SIGTERM after a second, so answers still in flight when autocannon stopped can finish. */
export async function stopProcess(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`nothing answered ${url}`);
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One GET with the given headers, the body as sent (fetch would decode it). */
export function getRaw(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const flat: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
          }
          resolve({ status: response.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
        });
        response.on('error', reject);
      })
      .on('error', reject);
  });
}
