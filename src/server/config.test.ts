import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, settingNames } from './config';

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

  it('refuses NOW in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', NOW: '2026-11-23T08:00:00+02:00' })).toThrow(
      /NOW/,
    );
  });
});

describe('the README and .env.example document every setting', () => {
  it.each(['README.md', '.env.example'])('%s', async (file) => {
    const text = await readFile(new URL(`../../${file}`, import.meta.url), 'utf8');
    const missing = settingNames.filter((name) => !new RegExp(`\\b${name}\\b`).test(text));
    expect(missing).toEqual([]);
  });
});
