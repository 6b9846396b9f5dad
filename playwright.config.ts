import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH } from './scripts/ensure-chromium';

// The browser suite runs the real server on a fresh embedded database. Values are generated once in
// the main process; workers inherit them through the environment, so they agree.
process.env.E2E_PORT ??= '3100';
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'rdv-e2e-'));
process.env.E2E_ADMIN_EMAIL ??= `admin-${randomBytes(4).toString('hex')}@e2e.rendezvous.tn`;
process.env.E2E_ADMIN_PASSWORD ??= randomBytes(12).toString('base64url');

const baseURL = `http://localhost:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Africa/Tunis',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npx vite build --logLevel warn && npx tsx src/server/index.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      BASE_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT_MAX: '10000',
      INITIAL_ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
      INITIAL_ADMIN_NAME: 'Admin E2E',
      INITIAL_ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
    },
  },
});
