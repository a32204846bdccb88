/**
 * Parses a JSON column the server itself wrote. A malformed value is a data bug, not a visitor error:
 * the fallback keeps the page rendering, and the caller's tests catch the bug.
 */
export function parseStoredJson<T>(text: string | null, fallback: T): T {
  if (text === null || text === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
