import { defineConfig, devices } from '@playwright/test';

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// The shop with Stripe taking the payments (serve-stripe.ts) and the fake Stripe API it talks to; the
// journeys read both addresses from these (support/stripe.ts).
process.env.E2E_STRIPE_PORT ??= String(PORT + 2);
process.env.E2E_FAKE_STRIPE_PORT ??= String(PORT + 3);
// The folder where serve.ts's SMTP server keeps every message it accepts; the journeys read it
// (support/mailbox.ts). Set once here, so the server and the test workers see the same folder.
process.env.E2E_MAILBOX ??= mkdtempSync(join(tmpdir(), 'plinth-e2e-mail-'));
// The server's data folder (its SQLite file): made here for the same reason, so a journey that must
// write rows no browser can make (analytics on past days) finds the file without asking the OS.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'plinth-e2e-'));

/** Browser journeys on Debian's Chromium against a real server with a throwaway SQLite database. */
export default defineConfig({
  testDir: './specs',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../.tmp/e2e-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-quic',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
  ],
  webServer: [
    {
      command: 'node --import tsx serve.ts',
      url: `http://127.0.0.1:${PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        E2E_PORT: String(PORT),
        E2E_MAILBOX: process.env.E2E_MAILBOX,
        E2E_DATA_DIR: process.env.E2E_DATA_DIR,
      },
    },
    {
      command: 'node --import tsx serve-stripe.ts',
      url: `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        E2E_STRIPE_PORT: process.env.E2E_STRIPE_PORT,
        E2E_FAKE_STRIPE_PORT: process.env.E2E_FAKE_STRIPE_PORT,
      },
    },
  ],
});
