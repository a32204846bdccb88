import { gzipSync } from 'node:zlib';

/**
 * Sums the JavaScript a page loads before the visitor interacts: its module scripts and preloads, and
 * every module those import statically, each counted once, raw and gzip-compressed.
 */
export async function javascriptBytes(
  pageUrl: string,
): Promise<{ rawBytes: number; gzipBytes: number; files: string[] }> {
  const html = await (await fetch(pageUrl)).text();
  const queue = [
    ...matchAll(html, /<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...matchAll(html, /<script[^>]+src="([^"]+)"[^>]+type="module"/g),
    ...matchAll(html, /<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((src) => new URL(src, pageUrl).href);
  const seen = new Set<string>();
  let rawBytes = 0;
  let gzipBytes = 0;
  while (queue.length > 0) {
    const url = queue.shift() as string;
    if (seen.has(url)) continue;
    seen.add(url);
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    rawBytes += body.length;
    gzipBytes += gzipSync(body, { level: 9 }).length;
    const source = body.toString('utf8');
    for (const spec of matchAll(source, /(?:import|from)\s*["']([^"']+\.js)["']/g)) {
      queue.push(new URL(spec, url).href);
    }
  }
  return { rawBytes, gzipBytes, files: [...seen] };
}

function matchAll(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((m) => m[1] ?? '').filter(Boolean);
}
