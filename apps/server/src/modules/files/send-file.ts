import { createReadStream } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';

const YEAR_S = 365 * 24 * 3600;

/**
 * One byte range of a file ("bytes=a-b", "bytes=a-", "bytes=-n"), or null when the header asks for
 * none we can answer (several ranges, bad syntax: the whole file is sent) or "unsatisfiable".
 */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  let start: number;
  let end: number;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(from);
    // "bytes=5-3" is no range at all (RFC 9110): the whole file is sent.
    if (to !== '' && Number(to) < start) return null;
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/**
 * Sends an upload (or a resized copy) with its type, immutable caching (names are never reused) and a
 * policy that runs nothing, answering byte ranges (206, 416) so video and audio can seek.
 */
export function sendUploadFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { path: string; size: number; mtime: Date; contentType: string },
): FastifyReply {
  reply
    .header('content-type', file.contentType)
    .header('accept-ranges', 'bytes')
    .header('last-modified', file.mtime.toUTCString())
    .header('cache-control', `public, max-age=${YEAR_S}, immutable`)
    .header('content-security-policy', "default-src 'none'");
  const range = parseRange(request.headers.range, file.size);
  if (range === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${file.size}`).send();
  }
  if (range) {
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(createReadStream(file.path, { start: range.start, end: range.end }));
  }
  return reply.header('content-length', file.size).send(createReadStream(file.path));
}
