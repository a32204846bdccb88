/**
 * Opaque page cursors: the sort key of the last row of a page, as base64url JSON of strings. A cursor
 * names a row's position, not an offset, so rows added or removed meanwhile never shift a page.
 */
export function encodeCursor(parts: readonly string[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/** The parts of a cursor written by encodeCursor with `count` parts; null for anything else. */
export function decodeCursor(cursor: string, count: number): string[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== count) return null;
  return parsed.every((p) => typeof p === 'string') ? parsed : null;
}
