import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './scripts/ensure-chromium';

// The browser suite runs the real server on a fresh embedded database. Values are generated once in
// the main process; workers inherit them through the environment, so they agree.
process.env.E2E_PORT ??= '3100';
process.env.E2E_EMPTY_PORT ??= '3101';
// The calendar provider's OAuth server and events API sit next to the app's ports.
process.env.E2E_CALENDAR_OAUTH_PORT ??= String(Number(process.env.E2E_PORT) + 2);
process.env.E2E_CALENDAR_API_PORT ??= String(Number(process.env.E2E_PORT) + 3);
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'rdv-e2e-'));
process.env.E2E_EMPTY_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'rdv-e2e-empty-'));
process.env.E2E_ADMIN_EMAIL ??= `admin-${randomBytes(4).toString('hex')}@e2e.rendezvous.tn`;
process.env.E2E_ADMIN_PASSWORD ??= randomBytes(12).toString('base64url');
process.env.E2E_DEMO_PASSWORD ??= randomBytes(12).toString('base64url');

const baseURL = `http://localhost:${process.env.E2E_PORT}`;
const calendarIssuer = `http://127.0.0.1:${process.env.E2E_CALENDAR_OAUTH_PORT}`;
/** The empty marketplace's address, for tests of what a new platform shows. */
export const emptyBaseURL = `http://localhost:${process.env.E2E_EMPTY_PORT}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // `npm test` asks for one worker beside the API suites (scripts/test.ts). Alone on CI, two; one run
  // with two once failed on a sign-up whose account was gone when its link was followed ("User not
  // found"), which one worker never showed: still to understand.
  workers: process.env.CI ? 2 : undefined,
  // On CI one more try, so a test that fails once on a loaded shared machine does not block a landing;
  // the list reporter names it "flaky", and a test that fails twice still fails the run.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A test's time limit catches a hung journey; it does not measure speed (the bench does). On CI the
  // browser suite shares two cores with the API suite: the longest single journeys took 15-17 s there,
  // and the accessibility tests that open six dialogs each (a11y.spec.ts) have a limit of their own.
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Africa/Tunis',
    // Recording a trace costs every test its CPU even when it passes (17 accessibility tests: 4.1 min
    // with 'retain-on-failure', 3.1 min without, on the 2-core machine). On CI a failed test is tried
    // again with a trace; locally, ask for one: `npx playwright test <file> --trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // A local calendar provider (OAuth server and events API) for the calendar-link journeys.
      command: 'npx tsx e2e/calendar-provider.ts',
      url: `${calendarIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The marketplace with the demo data, and an admin of the test run's own.
      command:
        // Built only when the web sources changed since the last build, as `npm start` does.
        'npx tsx scripts/build-web-if-needed.ts && npx tsx e2e/seed-world.ts && npx tsx src/server/index.ts',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(process.env.E2E_PORT, process.env.E2E_DATA_DIR, {
        SEED_DEMO: 'true',
        SEED_DEMO_PASSWORD: process.env.E2E_DEMO_PASSWORD,
        INITIAL_ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
        INITIAL_ADMIN_NAME: 'Admin E2E',
        INITIAL_ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
        CALENDAR_CLIENT_ID: 'rendezvous-e2e',
        CALENDAR_CLIENT_SECRET: randomBytes(12).toString('hex'),
        CALENDAR_AUTHORIZATION_URL: `${calendarIssuer}/authorize`,
        CALENDAR_TOKEN_URL: `${calendarIssuer}/token`,
        CALENDAR_REVOCATION_URL: `${calendarIssuer}/revoke`,
        CALENDAR_API_URL: `http://127.0.0.1:${process.env.E2E_CALENDAR_API_PORT}`,
      }),
    },
    {
      // An empty marketplace, for what a brand new platform shows.
      command: 'npx tsx src/server/index.ts',
      url: `${emptyBaseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(process.env.E2E_EMPTY_PORT, process.env.E2E_EMPTY_DATA_DIR, { SEED_DEMO: 'false' }),
    },
  ],
});

function serverEnv(
  port = '',
  dataDir = '',
  extra: Record<string, string | undefined>,
): Record<string, string> {
  const env: Record<string, string | undefined> = {
    PORT: port,
    BASE_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    AUTH_RATE_LIMIT_MAX: '10000',
    // Every test signs someone in: scrypt at the production cost was a large share of the CPU.
    PASSWORD_HASH_COST: '10',
    LOG_LEVEL: 'warn',
    ...extra,
  };
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
