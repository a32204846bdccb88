/**
 * The file list's cursor: the last file shown, as "{createdAt}|{id}" in base64url. Opaque to clients
 * (they pass back `nextCursor`), so the order's key can change without changing the API.
 */
export interface FileCursor {
  createdAt: string;
  id: string;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const ID = /^[A-Za-z0-9]{1,32}$/;

export function encodeFileCursor(cursor: FileCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, 'utf8').toString('base64url');
}

/** The cursor, or null when `text` is not one encodeFileCursor wrote. */
export function decodeFileCursor(text: string): FileCursor | null {
  const [createdAt = '', id = '', ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !ISO_TIME.test(createdAt) || !ID.test(id)) return null;
  return { createdAt, id };
}
