import { defineConfig, devices } from '@playwright/test';
import { e2eAdmin } from './e2e/admin-credentials';

// Browser tests drive Debian's Chromium (never a downloaded browser) against the built app
// served by the real server on a real port, with a fresh embedded database per run
// (or the PostgreSQL of DATABASE_URL when CI sets it).
const port = Number(process.env.E2E_PORT ?? 3199);
export const baseURL = `http://127.0.0.1:${port}`;
const desktopChromium = { ...devices['Desktop Chrome'], channel: undefined };
/** The specs that change the landing page for everyone: run last (projects below). */
const landingChanges = ['**/admin-notifications.spec.ts', '**/shop-logo.spec.ts'];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }],
  ],
  // A hang still ends the test; a journey with a log-in and a few saves on a busy 2-core CI
  // machine once needed more than 30 s (base-price-info, 2026-11-28).
  timeout: 60_000,
  // Two workers share two cores with the server: a lazy page chunk can take over 5 s under load.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A trace records the page's frames and DOM at every step, which doubled Chromium's work
    // (its compositor drawing the frames); CI's traces are never opened, so CI records none.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // The app's dialogs and drawers skip their transitions (theme `respectReducedMotion`), so an
    // accessibility check never reads colours halfway through a fade.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-quic',
        '--no-first-run',
        '--disable-sync',
        // No optimising compilers: a test page lives for seconds, so TurboFan's and Maglev's
        // compiles are work that never pays back, on cores the server and the other worker
        // need (the renderers' CPU time a quarter lower on four back-office tests, 2026-11-29).
        '--js-flags=--no-opt --no-maglev',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: landingChanges, use: desktopChromium },
    // After all the others: these change what every visitor's landing page shows (its
    // banners, the shop's logo), and a test measuring the landing page beside them saw the
    // change arrive as a layout shift. A run of these files alone: `--no-deps`.
    {
      name: 'landing-changes',
      testMatch: landingChanges,
      dependencies: ['chromium'],
      use: desktopChromium,
    },
  ],
  webServer: {
    command: 'node --import tsx src/server/main.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? 'memory://',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      PAYMENT_PROVIDER: 'simulator',
      // Every browser test orders from 127.0.0.1, most with the same e-mail address.
      ORDERS_PER_ADDRESS_PER_HOUR: '10000',
      UNPAID_ORDERS_PER_EMAIL_PER_DAY: '10000',
      // The first back-office admin (fixed test values; e2e/admin-*.spec.ts log in with them).
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      ...(process.env.WEB_OUT_DIR ? { WEB_ROOT: process.env.WEB_OUT_DIR } : {}),
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      // Optional fixed server clock (NOW) for reproducible calendars and screenshots.
      ...(process.env.E2E_NOW ? { NOW: process.env.E2E_NOW } : {}),
    },
  },
});
