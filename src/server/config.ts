import { z } from 'zod';

/**
 * The only reader of process.env. Every setting is optional; README and .env.example
 * document each one (DESIGN section 8).
 */
const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

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
  TZ_BUSINESS: z.string().min(1).default('Europe/Helsinki'),
  NOW: z.iso.datetime({ offset: true }).optional(),
  WEB_ROOT: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  seedDemo: boolean;
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
  businessTimeZone: string;
  /** A fixed clock for demos and tests; never in production. */
  fixedNow: Date | undefined;
  logLevel: string;
  /** Folder of the built React app (WEB_ROOT); unset serves the API only (tests). */
  webRoot: string | undefined;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NOW && e.NODE_ENV === 'production') {
    throw new ConfigError('NOW fixes the clock for demos and tests and is refused in production.');
  }
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
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
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
    businessTimeZone: e.TZ_BUSINESS,
    fixedNow: e.NOW ? new Date(e.NOW) : undefined,
    logLevel: e.LOG_LEVEL,
    webRoot: e.WEB_ROOT,
  };
}
