/**
 * `npm run admin:create`: creates a back-office admin, or with --reset gives an existing
 * one a new password (and turns off their TOTP, ending their sessions): the way back in
 * after a lost password or phone.
 *
 *   npm run admin:create                                   asks for what is missing
 *   npm run admin:create -- --email a@b.fi --name "Anna Admin"
 *   ADMIN_EMAIL=a@b.fi ADMIN_PASSWORD=... npm run admin:create -- --name "Anna Admin"
 *   npm run admin:create -- --email a@b.fi --reset
 *
 * The password comes from ADMIN_PASSWORD, --password (visible in the process list: prefer
 * the others) or a hidden prompt. Without a terminal nothing is asked: what is missing is an
 * error. The database is the server's (DATABASE_URL, or the embedded one in DATA_DIR: stop
 * the server first, the embedded database takes one process at a time).
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { createUserInputSchema, updateUserInputSchema } from '#contracts/user.ts';
import { translateMessage } from '#contracts/messages.ts';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createClock } from '../lib/clock';
import { createSessionService } from '../modules/auth/session.service';
import { firstAdminName } from '../modules/users/first-admin';
import { createUsersService } from '../modules/users/users.service';

const usage = `Usage: npm run admin:create -- [--email EMAIL] [--name NAME] [--password PASSWORD] [--reset]
  EMAIL and PASSWORD may also come from ADMIN_EMAIL and ADMIN_PASSWORD.`;

class UsageError extends Error {}

const interactive = Boolean(process.stdin.isTTY && process.stdout.isTTY);

async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

/** Reads a line without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    // No echo from before the question appears: what is typed at once stays hidden too.
    stdin.setRawMode(true);
    process.stdout.write(question);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const done = (result: string | Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stdout.write('\n');
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done(value);
        if (char === '\u0003') return done(new UsageError('cancelled'));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function valueOf(given: string | undefined, question: string, hidden = false) {
  if (given !== undefined && given !== '') return given;
  if (!interactive) return undefined;
  return hidden ? askHidden(question) : ask(question);
}

async function newPassword(given: string | undefined): Promise<string> {
  if (given) return given;
  if (!interactive) throw new UsageError(`No password: set ADMIN_PASSWORD.\n${usage}`);
  const first = await askHidden('Password (at least 8 characters): ');
  const again = await askHidden('Password again: ');
  if (first !== again)
    throw new UsageError(translateMessage('validation.passwords_must_match', 'en'));
  return first;
}

function explain(issues: { path: PropertyKey[]; message: string }[]): string {
  return issues.map((i) => `${i.path.join('.')}: ${translateMessage(i.message, 'en')}`).join('\n');
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const config = loadConfig();
  const email = await valueOf(values.email ?? config.adminEmail, 'Email: ');
  if (!email) throw new UsageError(`No email: give --email or set ADMIN_EMAIL.\n${usage}`);

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const sessions = createSessionService(database.db, createClock());
    const users = createUsersService(database.db, sessions);
    const existing = await users.findByEmail(email);
    if (existing && !values.reset) {
      throw new UsageError(
        `${existing.email} already exists. Give --reset to set a new password (this also turns off its two-factor authentication and ends its sessions).`,
      );
    }
    if (!existing && values.reset) throw new UsageError(`No user ${email} to reset.`);

    const name = existing?.name ?? (await valueOf(values.name, `Name [${firstAdminName}]: `)) ?? '';
    const password = await newPassword(values.password ?? config.adminPassword);
    const schema = existing ? updateUserInputSchema : createUserInputSchema;
    const parsed = schema.safeParse({ name: name || firstAdminName, email, password });
    if (!parsed.success) throw new UsageError(explain(parsed.error.issues));

    if (existing) {
      const input = { ...parsed.data, name: existing.name, email: existing.email };
      await users.update(existing.id, input, { userId: 0, familyId: '' });
      await users.resetTotp(existing.id);
      console.log(`New password set for ${existing.email}; two-factor authentication is off.`);
    } else {
      const user = await users.create({
        ...createUserInputSchema.parse(parsed.data),
        role: 'admin',
      });
      console.log(`Admin ${user.name} <${user.email}> created (id ${user.id}). Log in at /admin.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof UsageError || error instanceof ConfigError;
  console.error(known ? error.message : error);
  process.exit(1);
});
