import fp from 'fastify-plugin';
import { AppError } from '../app-error';

const NUL_IN_URL = /%00/i;

/** How deeply arrays and objects may nest in a request body. Real payloads stay under 10. */
export const MAX_BODY_DEPTH = 64;

/**
 * Runs before authentication and before any schema, on every route with a body:
 * - a body nested deeper than MAX_BODY_DEPTH is refused (400 INPUT_TOO_DEEP), so nothing after this
 *   hook (zod, services, JSON storage) ever walks a deep structure;
 * - NUL characters in the URL or any body string are refused: PostgreSQL refuses them in text, which
 *   would otherwise surface as a 500 from deep inside a query.
 * The walk keeps its own stack instead of recursing, so no depth can exhaust the call stack.
 */
export const inputGuardPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    const problem = NUL_IN_URL.test(request.url) ? 'nul' : inspectInput(request.body);
    if (problem === 'deep') {
      throw new AppError(
        'invalid',
        'INPUT_TOO_DEEP',
        `Invalid request: the body nests more than ${MAX_BODY_DEPTH} levels deep.`,
      );
    }
    if (problem === 'nul') {
      throw new AppError(
        'invalid',
        'INVALID_REQUEST',
        'Invalid request: text must not contain NUL characters.',
      );
    }
  });
});

/**
 * 'deep' when arrays/objects nest more than MAX_BODY_DEPTH levels, 'nul' when a string (value or key)
 * holds a NUL character, null when the input is fine. Iterative: an explicit stack of [value, depth].
 */
export function inspectInput(input: unknown): 'deep' | 'nul' | null {
  const stack: [unknown, number][] = [[input, 0]];
  let found: 'nul' | null = null;
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found = 'nul';
      continue;
    }
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    if (depth >= MAX_BODY_DEPTH) return 'deep';
    if (Array.isArray(value)) {
      for (const item of value as unknown[]) stack.push([item, depth + 1]);
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) found = 'nul';
      stack.push([item, depth + 1]);
    }
  }
  return found;
}
