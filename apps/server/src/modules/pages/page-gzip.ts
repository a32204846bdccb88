import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Gzip for cached pages without compressing the page on every request. A cached page is a list of
 * fixed chunks with the visitor's crumb and cart pill between them. Each chunk is deflated once, on its
 * own, ending on a byte boundary (a sync flush, so no block is marked last); per request the small
 * visitor parts go in as stored (uncompressed) blocks, one final empty block ends the stream, and the
 * gzip header and trailer (CRC-32 and length of the whole page) wrap it. Any gzip reader sees one
 * ordinary deflate stream: RFC 1951 lets blocks of any kind follow one another.
 */

/** Level 6: zlib's default, most of level 9's saving for a fraction of its time. */
const PAGE_GZIP_LEVEL = 6;
/** ID1 ID2, CM deflate, no flags, no mtime, no extra flags, OS unknown (RFC 1952 section 2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A last block of the fixed-Huffman kind holding only its end code. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);
const STORED_BLOCK_MAX = 0xffff;

/** A chunk deflated on its own, ending byte-aligned and not last, ready to be followed by any block. */
export function deflatePiece(chunk: Buffer): Buffer {
  if (chunk.length === 0) return Buffer.alloc(0);
  return deflateRawSync(chunk, { level: PAGE_GZIP_LEVEL, finishFlush: constants.Z_SYNC_FLUSH });
}

/** Bytes as stored blocks (header byte, LEN, NLEN, the bytes); none for empty input. */
export function storedBlocks(bytes: Buffer): Buffer[] {
  const out: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += STORED_BLOCK_MAX) {
    const part = bytes.subarray(start, start + STORED_BLOCK_MAX);
    const header = Buffer.alloc(5);
    header.writeUInt8(0, 0);
    header.writeUInt16LE(part.length, 1);
    header.writeUInt16LE(~part.length & 0xffff, 3);
    out.push(header, part);
  }
  return out;
}

/**
 * The gzip member for `pieces` in order: each either a chunk with its deflated form, or visitor bytes
 * stored as they are.
 */
export function gzipFromPieces(pieces: readonly ({ raw: Buffer; deflated: Buffer } | Buffer)[]): Buffer {
  const out: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  for (const piece of pieces) {
    const raw = Buffer.isBuffer(piece) ? piece : piece.raw;
    // Skipping empty pieces is not only quicker: Node 20's crc32 answers 0 for some empty buffers.
    if (raw.length > 0) crc = crc32(raw, crc);
    length += raw.length;
    if (Buffer.isBuffer(piece)) out.push(...storedBlocks(piece));
    else out.push(piece.deflated);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  out.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(out);
}

/** Whether an Accept-Encoding header allows gzip (by name, x-gzip or *), with a quality above 0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const qParam = params.find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    const quality = Number.isFinite(q) ? q : 0;
    if (name === 'gzip' || name === 'x-gzip') gzip = Math.max(gzip ?? 0, quality);
    else if (name === '*') any = quality;
  }
  return (gzip ?? any ?? 0) > 0;
}
