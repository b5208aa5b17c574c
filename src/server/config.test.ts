import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, settingNames } from './config';
import { productionEnv } from './test-support/production-env';

describe('loadConfig', () => {
  it('needs nothing: every setting has a default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', dataDir: './data' });
    expect(config.secretKey).toBeUndefined();
  });

  it('names the setting that is wrong', () => {
    expect(() => loadConfig({ SECRET_KEY: 'too short' })).toThrow(ConfigError);
    expect(() => loadConfig({ SECRET_KEY: 'too short' })).toThrow(/SECRET_KEY/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(loadConfig({ SECRET_KEY: 'x'.repeat(32) }).secretKey).toBe('x'.repeat(32));
  });

  it('loads the demo company only outside production on the embedded database, or when asked (decision 074)', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/db' }).seedDemo).toBe(false);
    expect(loadConfig(productionEnv).seedDemo).toBe(false);
    expect(
      loadConfig({ ...productionEnv, DATABASE_URL: 'postgres://x@127.0.0.1/db' }).seedDemo,
    ).toBe(false);
    expect(loadConfig({ ...productionEnv, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig(productionEnv).seedPriceList).toBe(true);
  });

  it('refuses NOW in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', NOW: '2026-11-23T08:00:00+02:00' })).toThrow(
      /NOW/,
    );
  });
});

describe('production refuses unsafe settings, one line naming the variable', () => {
  it('starts with real payment, a secret key and an https address', () => {
    const config = loadConfig(productionEnv);
    expect(config.env).toBe('production');
    expect(config.payment.provider).toBe('paytrail');
  });

  it.each([
    ['PAYMENT_PROVIDER', { PAYMENT_PROVIDER: undefined }],
    ['PAYMENT_PROVIDER', { PAYMENT_PROVIDER: 'simulator' }],
    ['PAYTRAIL_ACCOUNT', { PAYTRAIL_ACCOUNT: undefined }],
    ['PAYTRAIL_ACCOUNT', { PAYTRAIL_ACCOUNT: '375917' }],
    ['PAYTRAIL_SECRET', { PAYTRAIL_SECRET: undefined }],
    ['PAYTRAIL_SECRET', { PAYTRAIL_SECRET: 'SAIPPUAKAUPPIAS' }],
    ['SECRET_KEY', { SECRET_KEY: undefined }],
    ['PUBLIC_URL', { PUBLIC_URL: undefined }],
    ['PUBLIC_URL', { PUBLIC_URL: 'http://ikkunanpesu.example.fi' }],
    ['NOW', { NOW: '2026-11-23T08:00:00+02:00' }],
  ])('%s: %j', (name, change) => {
    let message = '';
    try {
      loadConfig({ ...productionEnv, ...change });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toMatch(new RegExp(`\\b${name}\\b`));
  });

  it('leaves development as it was: simulator and the test account', () => {
    const config = loadConfig({});
    expect(config.payment).toMatchObject({ provider: 'simulator', account: '375917' });
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('takes a hop count or addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
  });

  it.each(['yes', '10.0.0.0/33', 'proxy.example.fi', '1.2.3'])('refuses %s', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});

describe('the README and .env.example document every setting', () => {
  it.each(['README.md', '.env.example'])('%s', async (file) => {
    const text = await readFile(new URL(`../../${file}`, import.meta.url), 'utf8');
    const missing = settingNames.filter((name) => !new RegExp(`\\b${name}\\b`).test(text));
    expect(missing).toEqual([]);
  });
});
