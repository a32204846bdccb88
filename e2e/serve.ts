/** Starts the real server for the browser journeys on a fresh SQLite database in a temporary folder. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'plinth-e2e-'));
process.env.HOST = '127.0.0.1';
process.env.PORT = process.env.E2E_PORT ?? '3210';
process.env.LOG_LEVEL = 'warn';
process.env.NODE_ENV = 'test';
process.env.RATE_LIMIT_MAX = '1000';
delete process.env.DATABASE_URL;
// The editor's administrator for the owner journeys (e2e/support/editor.ts signs in with these).
process.env.PLINTH_ADMIN_EMAIL = 'owner@example.com';
process.env.PLINTH_ADMIN_PASSWORD = 'e2e owner password';

await import('../apps/server/src/main');
