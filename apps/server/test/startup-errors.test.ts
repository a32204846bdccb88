import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test, vi } from 'vitest';
import {
  closedPort,
  runToExit,
  SERVER_ENTRY,
  TcpRelay,
  PROCESS_TEST_TIMEOUT_MS,
} from './fixtures/server-process';

vi.setConfig({ testTimeout: PROCESS_TEST_TIMEOUT_MS });

/**
 * Start-up against a data folder or a database that cannot be used: the process ends with code 1 and
 * ONE line that names the path or host:port and the setting to fix, never a stack trace or a password.
 */

const scratch = mkdtempSync(join(tmpdir(), 'plinth-startup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const PASSWORD = 'Secret-Db-Pw-77';

function expectOneClearLine(result: { code: number | null; stderr: string }, ...mentions: string[]): void {
  expect(result.code).toBe(1);
  const lines = result.stderr.trim().split('\n');
  expect(lines, result.stderr).toHaveLength(1);
  expect(result.stderr).not.toMatch(/^\s+at /m);
  expect(result.stderr).not.toContain(PASSWORD);
  for (const mention of mentions) expect(lines[0]).toContain(mention);
}

test('a DATA_DIR that cannot be created names the folder and DATA_DIR', async () => {
  // Tests run as root, so a chmod'ed folder would still be writable: a path under a regular file is not.
  const file = join(scratch, 'a-file');
  writeFileSync(file, 'not a folder');
  const dataDir = join(file, 'data');
  const result = await runToExit(SERVER_ENTRY, { DATA_DIR: dataDir });
  expectOneClearLine(result, dataDir, 'DATA_DIR');
});

describe('PostgreSQL', () => {
  test('a refused connection names host:port and DATABASE_URL', async () => {
    const port = await closedPort();
    const result = await runToExit(SERVER_ENTRY, {
      DATA_DIR: join(scratch, 'refused'),
      DATABASE_URL: `postgres://plinth:${PASSWORD}@127.0.0.1:${port}/plinth`,
    });
    expectOneClearLine(result, `127.0.0.1:${port}`, 'DATABASE_URL', 'refused');
  });

  test('a database that accepts the connection and never answers fails within seconds', async () => {
    const relay = await TcpRelay.start(5432, 'blackhole');
    try {
      const result = await runToExit(SERVER_ENTRY, {
        DATA_DIR: join(scratch, 'blackhole'),
        DATABASE_URL: `postgres://plinth:${PASSWORD}@127.0.0.1:${relay.port}/plinth`,
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
      });
      // Exit code 1 means it gave up by itself (a hang is killed after PROCESS_TIMEOUT_MS: code null).
      expectOneClearLine(result, `127.0.0.1:${relay.port}`, 'DATABASE_CONNECT_TIMEOUT_MS');
    } finally {
      await relay.close();
    }
  });

  test('an unknown host names the host and DATABASE_URL', async () => {
    const result = await runToExit(SERVER_ENTRY, {
      DATA_DIR: join(scratch, 'unknown-host'),
      DATABASE_URL: `postgres://plinth:${PASSWORD}@plinth-no-such-host.invalid:5432/plinth`,
      DATABASE_CONNECT_TIMEOUT_MS: '3000',
    });
    expectOneClearLine(result, 'plinth-no-such-host.invalid:5432', 'DATABASE_URL');
  });

  const base = process.env.TEST_DATABASE_URL;
  test.runIf(base)('a user the server does not accept names the user and DATABASE_URL', async () => {
    const url = new URL(base ?? '');
    url.username = 'plinth_no_such_user';
    url.password = PASSWORD;
    const result = await runToExit(SERVER_ENTRY, {
      DATA_DIR: join(scratch, 'auth'),
      DATABASE_URL: url.toString(),
    });
    expectOneClearLine(result, 'plinth_no_such_user', `${url.hostname}:${url.port || 5432}`, 'DATABASE_URL');
  });

  test.runIf(base)('a database that does not exist is named', async () => {
    const url = new URL(base ?? '');
    url.pathname = '/plinth_no_such_database';
    const result = await runToExit(SERVER_ENTRY, {
      DATA_DIR: join(scratch, 'nodb'),
      DATABASE_URL: url.toString(),
    });
    expectOneClearLine(result, 'plinth_no_such_database', 'DATABASE_URL');
  });
});
