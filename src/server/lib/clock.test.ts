import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import { createTestDatabase } from '../db/test-database';
import { productionEnv } from '../test-support/production-env';
import { createClock } from './clock';

describe('NOW: the one server clock fixed for demos and tests (README, decision 035)', () => {
  it('is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', NOW: '2026-11-23T08:00:00+02:00' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', NOW: '2026-11-23T08:00:00+02:00' })).toThrow(
      /refused in production/,
    );
    expect(loadConfig(productionEnv).fixedNow).toBeUndefined();
  });

  it('needs an instant with a zone', () => {
    expect(() => loadConfig({ NOW: '2026-11-23 08:00' })).toThrow(ConfigError);
    expect(() => loadConfig({ NOW: '2026-11-23T08:00:00' })).toThrow(ConfigError);
    expect(loadConfig({ NOW: '2026-11-23T08:00:00+02:00' }).fixedNow?.toISOString()).toBe(
      '2026-11-23T06:00:00.000Z',
    );
  });

  it('stands still when fixed and runs otherwise', async () => {
    const fixed = createClock(new Date('2026-11-23T06:00:00Z'));
    const first = fixed.now();
    first.setFullYear(2000); // a caller changing its copy changes nothing
    expect(fixed.now().toISOString()).toBe('2026-11-23T06:00:00.000Z');
    const running = createClock();
    const before = running.now().getTime();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(running.now().getTime()).toBeGreaterThan(before);
  });

  it('drives the whole app: the available days follow NOW, not the machine clock', async () => {
    const firstDay = async (now: string) => {
      const database = await createTestDatabase();
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', NOW: now });
      config.seedDemo = true;
      const app = await buildApp(config, { database });
      try {
        const res = await app.inject('/api/calendar/validateAndGetAvailableDays/01300/60');
        return (res.json() as { date: string }[])[0]?.date;
      } finally {
        await app.close();
        await database.close();
      }
    };
    expect(await firstDay('2031-03-03T09:59:59+02:00')).toBe('2031-03-05');
    expect(await firstDay('2031-03-03T10:00:00+02:00')).toBe('2031-03-06');
  });
});
