import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMPORT_KIND } from '@plinth/contracts';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createImportRun, importDeps, runImport } from '../src/modules/imports';
import { useTestApp } from './fixtures/create-test-app';

// About a minute alone on SQLite; shared machines take longer. Bounded all the same.
vi.setConfig({ testTimeout: 360_000, hookTimeout: 120_000 });

const TARGET_BYTES = 50 * 1024 * 1024;
const MAX_RSS_GROWTH = 200 * 1024 * 1024;

/** A Shopify CSV of about 50 MB: products whose descriptions are near the 20,000-character limit. */
async function writeLargeCsv(path: string): Promise<number> {
  const out = createWriteStream(path);
  out.write('Handle,Title,Body (HTML),Tags,Variant SKU,Variant Price,Variant Inventory Qty\n');
  const paragraph = `<p>${'Woven from long-staple cotton, washed soft, cut to last. '.repeat(6)}</p>`;
  const body = paragraph.repeat(Math.floor(19_000 / paragraph.length));
  let written = 0;
  let n = 0;
  while (written < TARGET_BYTES) {
    n += 1;
    const line = `bulk-${n},Bulk product ${n},"${body}","bulk, cotton",BULK-${n},"1,234.50",${n % 50}\n`;
    written += Buffer.byteLength(line);
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'close');
  return n;
}

describe('a 50 MB Shopify CSV', () => {
  const t = useTestApp('sqlite');
  let dir = '';
  let path = '';
  let products = 0;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'plinth-large-import-'));
    path = join(dir, 'large.csv');
    products = await writeLargeCsv(path);
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  test('is streamed: every product imported with resident memory growing by at most 200 MB', async () => {
    expect((await stat(path)).size).toBeGreaterThanOrEqual(TARGET_BYTES);
    const run = await createImportRun(t.db, {
      websiteId: t.websiteId,
      kind: IMPORT_KIND.shopifyCsv,
      fileName: 'large.csv',
      filePath: path,
      options: {},
      createdBy: null,
    });
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sample = () => {
      peak = Math.max(peak, process.memoryUsage().rss);
    };
    const timer = setInterval(sample, 20);
    const ended = await runImport(importDeps(t.app), run.id, { onProgress: sample });
    clearInterval(timer);
    sample();
    expect(ended).toMatchObject({
      status: 'done',
      total: products,
      done: products,
      imported: products,
      skipped: 0,
    });
    const growthMb = Math.round((peak - before) / 1024 / 1024);
    expect(growthMb, `peak RSS growth ${growthMb} MB`).toBeLessThanOrEqual(MAX_RSS_GROWTH / 1024 / 1024);
  });
});
