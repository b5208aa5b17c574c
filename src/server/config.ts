import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * The only reader of process.env. Every setting is optional; README and .env.example
 * document each one (the README's Settings).
 */
const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const milliseconds = z.coerce.number().int().min(100).max(600_000);

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length (TRUST_PROXY). */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  MFA_REQUIRED: booleanString.optional(),
  SECRET_KEY: z.string().min(32, 'at least 32 characters').optional(),
  SEED_DEMO: booleanString.optional(),
  PAYMENT_PROVIDER: z.enum(['paytrail', 'simulator']).default('simulator'),
  PAYTRAIL_ACCOUNT: z.string().regex(/^\d+$/).default('375917'),
  PAYTRAIL_SECRET: z.string().min(1).default('SAIPPUAKAUPPIAS'),
  PAYTRAIL_API_URL: z.string().url().default('https://services.paytrail.com'),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Ikkunanpesu <tilaukset@example.fi>'),
  ERP_URL: z.string().url().optional(),
  ERP_TOKEN: z.string().min(1).optional(),
  KBOT_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  NOW: z.iso.datetime({ offset: true }).optional(),
  WEB_ROOT: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  DB_STATEMENT_TIMEOUT_MS: milliseconds.default(5000),
  DB_LOCK_TIMEOUT_MS: milliseconds.default(3000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds.default(10_000),
  DB_POOL_ACQUIRE_TIMEOUT_MS: milliseconds.default(5000),
  TRUST_PROXY: z
    .string()
    .trim()
    .min(1)
    .refine((v) => /^\d+$/.test(v) || v.split(',').every((a) => isAddressOrRange(a.trim())), {
      message: 'a hop count, or addresses and CIDR ranges separated by commas',
    })
    .optional(),
  PAYMENT_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(30),
  ORDERS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  UNPAID_ORDERS_PER_EMAIL_PER_DAY: z.coerce.number().int().min(1).default(3),
  // The Accounting Act keeps vouchers 6 years after the financial year (decision 038).
  RETENTION_YEARS: z.coerce.number().int().min(1).max(20).default(6),
});

/** Every setting's name (README and .env.example document each one; config.test.ts checks). */
export const settingNames = Object.keys(envSchema.shape);

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Back-office users must enrol TOTP two-factor authentication before anything else. */
  mfaRequired: boolean;
  /** Key material for secrets stored encrypted (TOTP); unset uses `${dataDir}/secret.key`. */
  secretKey: string | undefined;
  /**
   * Load the demo company's washers, areas, notification and campaign code into an empty
   * database (decision 074): by default only outside production on the embedded database.
   */
  seedDemo: boolean;
  /** Load the price list into an empty database (always, except tests of an empty one). */
  seedPriceList: boolean;
  payment: {
    provider: 'paytrail' | 'simulator';
    account: string;
    secret: string;
    apiUrl: string;
  };
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  erp: { url: string; token: string | undefined } | undefined;
  /** The external booking system's bearer token for its KBOT blocks; unset: no such route. */
  kbotToken: string | undefined;
  /** A fixed clock for demos and tests; never in production. */
  fixedNow: Date | undefined;
  logLevel: string;
  /** Folder of the built React app (WEB_ROOT); unset serves the API only (tests). */
  webRoot: string | undefined;
  database: {
    poolSize: number;
    statementTimeoutMs: number;
    lockTimeoutMs: number;
    idleInTransactionTimeoutMs: number;
    acquireTimeoutMs: number;
  };
  /**
   * Which proxies may set the client address through X-Forwarded-For: a hop count, or
   * their addresses and CIDR ranges; false (the default) trusts none.
   */
  trustProxy: number | string[] | false;
  /** An online order's washer time is held this long for its payment, then freed. */
  paymentHoldMinutes: number;
  limits: {
    /** Orders (both kinds) one client address may create in an hour. */
    ordersPerAddressPerHour: number;
    /** Orders of one e-mail address created in a day and not yet paid or confirmed by staff. */
    unpaidOrdersPerEmailPerDay: number;
  };
  /** Orders whose job day is more than this many full years past lose their personal data. */
  retentionYears: number;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production') refuseUnsafeProduction(e, env);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    mfaRequired: e.MFA_REQUIRED ?? false,
    secretKey: e.SECRET_KEY,
    seedDemo: e.SEED_DEMO ?? (e.NODE_ENV !== 'production' && !e.DATABASE_URL),
    seedPriceList: true,
    payment: {
      provider: e.PAYMENT_PROVIDER,
      account: e.PAYTRAIL_ACCOUNT,
      secret: e.PAYTRAIL_SECRET,
      apiUrl: e.PAYTRAIL_API_URL,
    },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    erp: e.ERP_URL ? { url: e.ERP_URL, token: e.ERP_TOKEN } : undefined,
    kbotToken: e.KBOT_TOKEN,
    fixedNow: e.NOW ? new Date(e.NOW) : undefined,
    logLevel: e.LOG_LEVEL,
    webRoot: e.WEB_ROOT,
    database: {
      poolSize: e.DB_POOL_SIZE,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: e.DB_LOCK_TIMEOUT_MS,
      idleInTransactionTimeoutMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      acquireTimeoutMs: e.DB_POOL_ACQUIRE_TIMEOUT_MS,
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    paymentHoldMinutes: e.PAYMENT_HOLD_MINUTES,
    limits: {
      ordersPerAddressPerHour: e.ORDERS_PER_ADDRESS_PER_HOUR,
      unpaidOrdersPerEmailPerDay: e.UNPAID_ORDERS_PER_EMAIL_PER_DAY,
    },
    retentionYears: e.RETENTION_YEARS,
  };
}

function parseTrustProxy(value: string | undefined): number | string[] | false {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  return value.split(',').map((a) => a.trim());
}

/** Paytrail's public test account (reference/paytrail.md): never a real shop's. */
const paytrailTestAccount = { account: '375917', secret: 'SAIPPUAKAUPPIAS' };

/**
 * Production refuses to start on settings that would take unreal payments or leave
 * secrets and sessions unprotected; each refusal is one line naming the variable.
 */
function refuseUnsafeProduction(
  e: z.infer<typeof envSchema>,
  raw: Record<string, string | undefined>,
): void {
  const refuse = (line: string) => {
    throw new ConfigError(`Refused in production: ${line}`);
  };
  if (e.NOW) refuse('NOW fixes the clock for demos and tests and is refused in production.');
  if (!raw.PAYMENT_PROVIDER || e.PAYMENT_PROVIDER === 'simulator') {
    refuse('PAYMENT_PROVIDER must be paytrail (the simulator takes no real payments).');
  }
  if (!raw.PAYTRAIL_ACCOUNT || e.PAYTRAIL_ACCOUNT === paytrailTestAccount.account) {
    refuse("PAYTRAIL_ACCOUNT must be the shop's own Paytrail account, not the test account.");
  }
  if (!raw.PAYTRAIL_SECRET || e.PAYTRAIL_SECRET === paytrailTestAccount.secret) {
    refuse("PAYTRAIL_SECRET must be the shop's own Paytrail secret, not the test account's.");
  }
  if (!e.SECRET_KEY) refuse('SECRET_KEY must be set (at least 32 characters).');
  if (!e.PUBLIC_URL?.startsWith('https://')) {
    refuse('PUBLIC_URL must be the https:// address customers use.');
  }
}
