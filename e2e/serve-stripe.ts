/**
 * The second server of the browser journeys: the demo shop with Stripe taking the payments, talking to
 * the fake Stripe API of the HTTP tests (apps/server/test/fixtures/fake-stripe.ts) on 127.0.0.1, so
 * the real stripe library builds and sends every request. The browser gets a stand-in Stripe.js from
 * the journey (support/stripe.ts): nothing here reaches the internet. Its own SQLite database in a
 * temporary folder; its mail is not read (serve.ts's server is the one with the mailbox).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest } from '@plinth/db';
import { FakeStripe } from '../apps/server/test/fixtures/fake-stripe';
import { buildApp } from '../apps/server/src/app';
import { openConfiguredDatabase } from '../apps/server/src/cli/startup-error';
import { loadConfig } from '../apps/server/src/config';
import { seedDemoIfEmpty } from '../apps/server/src/demo/seed';
import { createStripeProvider } from '../apps/server/src/modules/payments';

const port = process.env.E2E_STRIPE_PORT;
const fakePort = process.env.E2E_FAKE_STRIPE_PORT;
if (!port || !fakePort) throw new Error('E2E_STRIPE_PORT and E2E_FAKE_STRIPE_PORT must be set');
const fake = await new FakeStripe().start(Number(fakePort));

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'plinth-e2e-stripe-'));
process.env.HOST = '127.0.0.1';
process.env.PORT = port;
process.env.LOG_LEVEL = 'warn';
process.env.NODE_ENV = 'test';
process.env.RATE_LIMIT_MAX = '1000';
process.env.TRUST_PROXY = 'loopback';
process.env.STRIPE_SECRET_KEY = 'sk_test_e2e3ds';
process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_e2e3ds';
delete process.env.STRIPE_WEBHOOK_SECRET;
delete process.env.DATABASE_URL;
delete process.env.SMTP_URL;

const config = loadConfig();
const db = openConfiguredDatabase(config);
await migrateToLatest(db);
await seedDemoIfEmpty(db);
const app = await buildApp({
  config,
  db,
  payments: createStripeProvider(
    { secretKey: 'sk_test_e2e3ds', publishableKey: 'pk_test_e2e3ds' },
    fake.connection({ timeoutMs: 5000 }),
  ),
});
const close = () => {
  void app
    .close()
    .then(() => db.close())
    .then(() => fake.stop())
    .finally(() => process.exit(0));
};
process.on('SIGINT', close);
process.on('SIGTERM', close);
await app.listen({ host: config.host, port: config.port });
