/**
 * Starts the real server for the browser journeys on a fresh SQLite database in a temporary folder, with
 * a real SMTP server (the smtp-server package) on 127.0.0.1 in front of a mailbox folder: every message
 * the server sends arrives over SMTP and is kept as E2E_MAILBOX/{n}.eml for the journeys to read
 * (support/mailbox.ts).
 */
import { mkdirSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestSmtpServer } from '../apps/server/test/fixtures/smtp-test-server';

const mailbox = process.env.E2E_MAILBOX;
if (!mailbox) throw new Error('E2E_MAILBOX is not set (playwright.config.ts sets it)');
mkdirSync(mailbox, { recursive: true });
const smtp = await TestSmtpServer.start({
  onAccepted: (mail, count) => {
    const name = `${String(count).padStart(5, '0')}.eml`;
    // Written beside and renamed into place, so a reader never sees half a message.
    writeFileSync(join(mailbox, `.${name}`), mail.raw);
    renameSync(join(mailbox, `.${name}`), join(mailbox, name));
  },
});

process.env.DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'plinth-e2e-'));
process.env.HOST = '127.0.0.1';
process.env.PORT = process.env.E2E_PORT ?? '3210';
process.env.LOG_LEVEL = 'warn';
process.env.NODE_ENV = 'test';
process.env.RATE_LIMIT_MAX = '1000';
// The browser stands for shoppers behind a proxy on this machine: a journey may name its own client
// address in X-Forwarded-For (card-testing.spec counts declined payments per address).
process.env.TRUST_PROXY = 'loopback';
// No internet here: a product import's images named by address are left out with a note, at once.
process.env.IMPORT_FETCH_IMAGES = 'false';
process.env.SMTP_URL = smtp.url;
delete process.env.DATABASE_URL;
// The editor's administrator for the owner journeys (e2e/support/editor.ts signs in with these).
process.env.PLINTH_ADMIN_EMAIL = 'owner@example.com';
process.env.PLINTH_ADMIN_PASSWORD = 'e2e owner password';

await import('../apps/server/src/main');
