import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isPublicAddress, remoteImageFetcher } from './remote-image';

const IMAGE = Buffer.from('not really a png, but bytes to carry');

/** A local server standing in for a shop's CDN: /image, /missing, /loop (redirects forever), /big, /slow. */
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    const url = request.url ?? '/';
    if (url === '/image') return response.writeHead(200, { 'content-type': 'image/png' }).end(IMAGE);
    if (url.startsWith('/hop/')) {
      const n = Number(url.slice(5));
      return response.writeHead(302, { location: n > 0 ? `/hop/${n - 1}` : '/image' }).end();
    }
    if (url === '/big') {
      response.writeHead(200, { 'content-type': 'image/png' });
      return response.end(Buffer.alloc(4096));
    }
    if (url === '/slow') return; // never answers
    return response.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

const local = remoteImageFetcher({ timeoutMs: 2000, maxBytes: 1024, allowPrivateAddresses: true });

describe('remote images for a product import', () => {
  test('downloads an image to a file of its own, removed by cleanUp', async () => {
    const fetched = await local(`${base}/image`);
    if (!fetched.ok) throw new Error(fetched.reason);
    expect(await readFile(fetched.path)).toEqual(IMAGE);
    await fetched.cleanUp();
    await expect(readFile(fetched.path)).rejects.toThrow();
  });

  test('follows up to three redirects, not four', async () => {
    expect((await local(`${base}/hop/2`)).ok).toBe(true);
    expect(await local(`${base}/hop/3`)).toEqual({ ok: false, reason: 'more than 3 redirects' });
  });

  test('says why it could not: a status, the size limit, the time limit, a scheme', async () => {
    expect(await local(`${base}/missing`)).toEqual({ ok: false, reason: 'the address answered 404' });
    expect(await local(`${base}/big`)).toEqual({ ok: false, reason: 'larger than 0 MB' });
    const impatient = remoteImageFetcher({ timeoutMs: 200, maxBytes: 1024, allowPrivateAddresses: true });
    expect(await impatient(`${base}/slow`)).toEqual({ ok: false, reason: 'no answer within 0 s' });
    expect(await local('ftp://files.example/a.png')).toEqual({
      ok: false,
      reason: 'only http and https addresses are fetched',
    });
    expect(await local(`http://user:secret@127.0.0.1/a.png`)).toEqual({
      ok: false,
      reason: 'the address holds a password',
    });
  });

  test('never connects to the server’s own network: loopback and private addresses, by IP or by name', async () => {
    const fetch = remoteImageFetcher({ timeoutMs: 2000, maxBytes: 1024 });
    expect(await fetch(`${base}/image`)).toEqual({ ok: false, reason: '127.0.0.1 is not a public address' });
    const port = (server.address() as AddressInfo).port;
    expect(await fetch(`http://localhost:${port}/image`)).toEqual({
      ok: false,
      reason: 'localhost is not a public address',
    });
    expect(await fetch('http://[::1]/image')).toEqual({ ok: false, reason: '::1 is not a public address' });
    expect(await fetch('http://169.254.169.254/latest/meta-data')).toEqual({
      ok: false,
      reason: '169.254.169.254 is not a public address',
    });
  });

  test.each([
    ['8.8.8.8', true],
    ['2606:4700:4700::1111', true],
    ['10.1.2.3', false],
    ['172.20.0.1', false],
    ['192.168.1.1', false],
    ['100.64.0.1', false],
    ['169.254.169.254', false],
    ['127.0.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::ffff:808:808', true],
    ['fd00::1', false],
    ['fe80::1', false],
    ['not an address', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});
