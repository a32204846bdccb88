import { toFieldErrors } from '@plinth/contracts';
import type { z } from 'zod';
import { AppError, invalidRequest } from '../../app-error';

/**
 * A 400 in the same shape as a schema failure (INVALID_REQUEST with `fieldErrors`), for input that is
 * checked after routing: a commerce preferences body, whose schema depends on its namespace.
 */
export function invalidInput(error: z.ZodError): AppError {
  return invalidRequest(toFieldErrors(error.issues));
}

export function unknownPreferencesNamespace(namespace: string, known: readonly string[]): AppError {
  return new AppError(
    'not_found',
    'COMMERCE_PREFERENCES_UNKNOWN_NAMESPACE',
    `There are no commerce preferences called "${namespace}". Known namespaces: ${known.join(', ')}.`,
  );
}
