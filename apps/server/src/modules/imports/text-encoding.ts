import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';

/** What an import file's bytes are read as. windows-1252 is what "Latin-1" files really hold. */
export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export type EncodingResult =
  { ok: true; encoding: TextEncoding; bomBytes: number } | { ok: false; message: string };

const HEAD_BYTES = 4096;
const SCAN_CHUNK_BYTES = 64 * 1024;

/**
 * Tells how a file is encoded, reading it in chunks (bounded memory): a byte order mark decides
 * (UTF-8, UTF-16 LE/BE); without one, UTF-8 when every byte sequence is valid UTF-8, else
 * windows-1252 (the superset of Latin-1 that spreadsheets write). NUL bytes without a mark are
 * UTF-16 or a binary file: refused, since guessing would import garbage.
 * `declared` is an encoding the file names itself (an XML declaration), used when there is no mark.
 */
export async function detectEncoding(path: string, declared: string | null = null): Promise<EncodingResult> {
  const head = await readHead(path);
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf)
    return { ok: true, encoding: 'utf-8', bomBytes: 3 };
  if (head[0] === 0xff && head[1] === 0xfe) return { ok: true, encoding: 'utf-16le', bomBytes: 2 };
  if (head[0] === 0xfe && head[1] === 0xff) return { ok: true, encoding: 'utf-16be', bomBytes: 2 };
  if (head.includes(0)) {
    return {
      ok: false,
      message:
        'The file has NUL bytes and no byte order mark: it looks like UTF-16 without a mark, or not a text file. Save it as UTF-8 and try again.',
    };
  }
  const named = declared ? namedEncoding(declared) : null;
  if (named === 'windows-1252') return { ok: true, encoding: named, bomBytes: 0 };
  if (declared && !named) {
    return {
      ok: false,
      message: `The file says it is encoded as "${declared}", which the import cannot read. Save it as UTF-8 and try again.`,
    };
  }
  return { ok: true, encoding: (await isValidUtf8(path)) ? 'utf-8' : 'windows-1252', bomBytes: 0 };
}

function namedEncoding(name: string): TextEncoding | null {
  const lower = name.trim().toLowerCase();
  if (lower === 'utf-8' || lower === 'utf8') return 'utf-8';
  if (['iso-8859-1', 'latin1', 'latin-1', 'windows-1252', 'cp1252', 'us-ascii', 'ascii'].includes(lower)) {
    return lower === 'us-ascii' || lower === 'ascii' ? 'utf-8' : 'windows-1252';
  }
  return null;
}

async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function isValidUtf8(path: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(path, { highWaterMark: SCAN_CHUNK_BYTES })) {
      decoder.decode(chunk as Buffer, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/**
 * The file's text as a stream of strings in `encoding`, after its byte order mark. Chunks split
 * inside a character are joined by the streaming decoder.
 */
export async function* readText(
  path: string,
  encoding: TextEncoding,
  bomBytes: number,
): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding);
  for await (const chunk of createReadStream(path, { start: bomBytes, highWaterMark: SCAN_CHUNK_BYTES })) {
    const text = decoder.decode(chunk as Buffer, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** An XML file's declared encoding (`<?xml version="1.0" encoding="…"?>`), from its first bytes. */
export async function findDeclaredXmlEncoding(path: string): Promise<string | null> {
  const head = (await readHead(path)).toString('latin1');
  const declaration =
    /^(?:\uFEFF|\u00EF\u00BB\u00BF)?\s*<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._-]{1,40})["']/.exec(head);
  return declaration?.[1] ?? null;
}
