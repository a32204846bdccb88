import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Answers smaller than this go out as they are: compressing them costs more CPU than the bytes it saves.
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses text answers (pages, JSON, theme CSS) for clients that accept it, at fast levels: brotli
 * quality 4 and gzip level 6 cost a fraction of what the maximum levels cost for nearly the same size.
 * Answers that already carry a Content-Encoding pass through untouched: the island bundles (precompressed
 * .br/.gz files written at build time, static-assets.ts) and storefront pages, which are gzipped from
 * cached compressed pieces (modules/pages/page-gzip.ts). See docs/decisions/0012.
 */
export const compressionPlugin = fp(async (app) => {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: 6 },
  });
});
