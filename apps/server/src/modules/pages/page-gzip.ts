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

/** A fixed chunk of a cached page: its bytes, their deflated form and their CRC-32, each made once. */
export interface DeflatedChunk {
  raw: Buffer;
  deflated: Buffer;
  crc: number;
}

export function deflateChunk(raw: Buffer): DeflatedChunk {
  // Empty pieces are skipped for CRC-32: Node 20's crc32 answers 0 for some empty buffers.
  return { raw, deflated: deflatePiece(raw), crc: raw.length === 0 ? 0 : crc32(raw) };
}

/**
 * The gzip member for `pieces` in order: each either a deflated chunk, or visitor bytes stored as they
 * are. The page's CRC-32 is combined from the chunks' own (crc32Combine), so per request only the
 * visitor bytes are read.
 */
export function gzipFromPieces(pieces: readonly (DeflatedChunk | Buffer)[]): Buffer {
  let crc = 0;
  let length = 0;
  let size = GZIP_HEADER.length + FINAL_EMPTY_BLOCK.length + 8;
  for (const piece of pieces) {
    if (Buffer.isBuffer(piece)) {
      if (piece.length > 0) crc = crc32(piece, crc);
      length += piece.length;
      size += piece.length + 5 * Math.ceil(piece.length / STORED_BLOCK_MAX);
    } else {
      crc = crc32Combine(crc, piece.crc, piece.raw.length);
      length += piece.raw.length;
      size += piece.deflated.length;
    }
  }
  const out = Buffer.allocUnsafe(size);
  let at = GZIP_HEADER.copy(out, 0);
  for (const piece of pieces) {
    if (Buffer.isBuffer(piece)) for (const block of storedBlocks(piece)) at += block.copy(out, at);
    else at += piece.deflated.copy(out, at);
  }
  at += FINAL_EMPTY_BLOCK.copy(out, at);
  at = out.writeUInt32LE(crc >>> 0, at);
  out.writeUInt32LE(length % 2 ** 32, at);
  return out;
}

/*
 * CRC-32 of two byte strings joined, from the CRC of each and the second's length. A CRC is the message
 * as a polynomial over GF(2), times x^32, modulo the CRC polynomial (reflected bit order, so the highest
 * power is the lowest bit). Appending `len2` bytes multiplies the first CRC by x^(8 * len2) mod P; the
 * powers x^(2^k) mod P are tabled so that product takes one multiplication per set bit of the length.
 */
const CRC_POLY = 0xedb88320;
const X_TO_THE_0 = 0x80000000;

/** a * b modulo the CRC polynomial, both in reflected order. */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  let bit = X_TO_THE_0;
  let term = b;
  while (bit !== 0) {
    if (a & bit) product ^= term;
    bit >>>= 1;
    term = term & 1 ? (term >>> 1) ^ CRC_POLY : term >>> 1;
  }
  return product >>> 0;
}

/** X_POWERS[k] = x^(2^k) mod P. */
const X_POWERS: number[] = [X_TO_THE_0 >>> 1];
for (let k = 1; k < 32; k += 1) {
  const previous = X_POWERS[k - 1] as number;
  X_POWERS.push(multiplyModP(previous, previous));
}

/** x^(8 * bytes) mod P. */
function shiftByBytes(bytes: number): number {
  let power = X_TO_THE_0;
  let k = 3;
  for (let n = bytes; n > 0; n = Math.floor(n / 2), k += 1) {
    if (n % 2 === 1) power = multiplyModP(X_POWERS[k % 32] as number, power);
  }
  return power;
}

export function crc32Combine(crc1: number, crc2: number, length2: number): number {
  return (multiplyModP(shiftByBytes(length2), crc1) ^ crc2) >>> 0;
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
