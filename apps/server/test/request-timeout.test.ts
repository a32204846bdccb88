import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp } from './fixtures/create-test-app';

/** The database plays no part here, so SQLite alone. A real listening server on 127.0.0.1. */
describe('REQUEST_TIMEOUT_MS on a listening server', () => {
  const t = useTestApp('sqlite', { requestTimeoutMs: 400 });
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /** Resolves with what the server sent once it closes the socket, or null after `giveUpMs`. */
  function whenClosed(socket: Socket, giveUpMs: number): Promise<string | null> {
    return new Promise((resolve) => {
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
      const timer = setTimeout(() => resolve(null), giveUpMs);
      socket.on('close', () => {
        clearTimeout(timer);
        resolve(received);
      });
      socket.on('error', () => undefined);
    });
  }

  test('a body dripped one byte at a time is cut off with 408', async () => {
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /api/commerce/shopping-cart/entries HTTP/1.1\r\nHost: localhost:3000\r\n' +
        'Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
    );
    const drip = setInterval(() => socket.writable && socket.write(' '), 100);
    // Generous: the limit is 0.4 s; without one the socket stays open for as long as bytes keep coming.
    const answer = await whenClosed(socket, 15_000);
    clearInterval(drip);
    socket.destroy();
    expect(answer).not.toBeNull();
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 20_000);

  test('a request that arrives in time is answered as usual', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });
});
