import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, crc32, gunzipSync } from 'node:zlib';
import { testEngines } from '@plinth/db/test';
import { islandAssets, ISLANDS_DIST_DIR, ISLANDS_PUBLIC_BASE } from '@plinth/storefront/manifest';
import { describe, expect, test } from 'vitest';
import {
  acceptsGzip,
  crc32Combine,
  deflateChunk,
  gzipFromPieces,
  storedBlocks,
} from '../src/modules/pages/page-gzip';
import { useTestApp, Visitor } from './fixtures/create-test-app';

describe('page gzip from pieces', () => {
  test('deflated chunks and stored visitor bytes make one stream any gzip reader reads', () => {
    const head = Buffer.from('<html><body>'.repeat(200));
    const big = Buffer.alloc(70_000, 'x');
    const tail = Buffer.from('</body></html>');
    const piece = deflateChunk;
    const gz = gzipFromPieces([
      piece(head),
      Buffer.from('crumb-1'),
      piece(Buffer.alloc(0)),
      big,
      piece(tail),
    ]);
    expect(gunzipSync(gz).equals(Buffer.concat([head, Buffer.from('crumb-1'), big, tail]))).toBe(true);
    // 70,000 bytes do not fit one stored block (65,535 at most).
    expect(storedBlocks(big)).toHaveLength(4);
  });

  test("combines two CRC-32s into the joined bytes' CRC-32, whatever the lengths", () => {
    for (const [a, b] of [
      ['', ''],
      ['a', ''],
      ['', 'b'],
      ['hello, ', 'world'],
      ['x'.repeat(70_000), 'y'.repeat(123_457)],
    ] as const) {
      const [left, right] = [Buffer.from(a), Buffer.from(b)];
      const crc = (bytes: Buffer) => (bytes.length === 0 ? 0 : crc32(bytes));
      expect(crc32Combine(crc(left), crc(right), right.length)).toBe(crc(Buffer.concat([left, right])));
    }
  });

  test('reads Accept-Encoding as RFC 9110 says: gzip by name, x-gzip or *, unless its quality is 0', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('x-gzip')).toBe(true);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('gzip;q=0, br')).toBe(false);
    expect(acceptsGzip('*;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe.each(testEngines())('compression and caching on %s', (engine) => {
  const t = useTestApp(engine);

  const get = (visitor: Visitor, url: string, acceptEncoding?: string) =>
    visitor.request({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  test('a page is gzipped for a browser that accepts it, the same HTML every time, cache or not', async () => {
    const visitor = new Visitor(t.app);
    // A returning visitor throughout (a first visit gets the stylesheets inline: decision 0025).
    await visitor.visit();
    const plain = await get(visitor, '/shop/p/linen-shirt');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    // The first gzip answer fills the cache's compressed pieces; the second is made from them.
    for (let i = 0; i < 2; i += 1) {
      const zipped = await get(visitor, '/shop/p/linen-shirt', 'gzip, deflate, br');
      expect(zipped.statusCode).toBe(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toMatch(/accept-encoding/i);
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    }
  });

  test("each visitor's crumb and cart count are in their own gzipped page", async () => {
    const first = new Visitor(t.app);
    const second = new Visitor(t.app);
    await first.visit();
    await second.visit();
    const added = await second.addToCart({
      itemId: (await t.app.inject('/shop/p/sticker-pack?format=json')).json<{ item: { id: string } }>().item
        .id,
      quantity: 2,
    });
    expect(added.statusCode).toBe(200);
    const pageOf = async (visitor: Visitor) =>
      gunzipSync((await get(visitor, '/shop/p/linen-shirt', 'gzip')).rawPayload).toString('utf8');
    const [a, b] = [await pageOf(first), await pageOf(second)];
    expect(a).toContain(`value="${first.cookies.get('crumb')}"`);
    expect(b).toContain(`value="${second.cookies.get('crumb')}"`);
    expect(a).not.toContain(second.cookies.get('crumb'));
    expect(b).toBe(await get(second, '/shop/p/linen-shirt').then((r) => r.body));
  });

  test('a client that takes only brotli gets the page and JSON in brotli; a tiny answer stays as it is', async () => {
    const visitor = new Visitor(t.app);
    const page = await get(visitor, '/shop/p/linen-shirt', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString('utf8')).toContain('Linen Shirt');
    const json = await get(visitor, '/shop/p/linen-shirt?format=json', 'br, gzip');
    expect(json.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(json.rawPayload).toString('utf8'))).toHaveProperty('item');
    const health = await get(visitor, '/healthz', 'br, gzip');
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  test('island bundles are sent precompressed, and as hashed files are cached for a year, immutable', async () => {
    const script = islandAssets(['product-form']).scripts[0] ?? '';
    const file = join(ISLANDS_DIST_DIR, script.slice(ISLANDS_PUBLIC_BASE.length));
    const visitor = new Visitor(t.app);
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const response = await get(visitor, script, `${encoding}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.rawPayload.equals(readFileSync(file + suffix))).toBe(true);
      expect(response.headers['cache-control']).toMatch(/max-age=31536000/);
      expect(response.headers['cache-control']).toMatch(/immutable/);
    }
    const plain = await get(visitor, script);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(readFileSync(file))).toBe(true);
  });

  test('theme CSS is compressed on the way out', async () => {
    const response = await get(new Visitor(t.app), '/assets/theme/site.css', 'gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toContain('{');
  });
});
