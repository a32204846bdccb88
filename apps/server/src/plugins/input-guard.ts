import fp from 'fastify-plugin';
import { AppError } from '../app-error';

const NUL_IN_URL = /%00/i;

/**
 * Rejects NUL characters in the URL or any body string before a route sees them: PostgreSQL refuses
 * them in text, which would otherwise surface as a 500 from deep inside a query.
 */
export const inputGuardPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    if (NUL_IN_URL.test(request.url) || containsNul(request.body)) {
      throw new AppError(
        'invalid',
        'INVALID_REQUEST',
        'Invalid request: text must not contain NUL characters.',
      );
    }
  });
});

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') return Object.values(value).some(containsNul);
  return false;
}
