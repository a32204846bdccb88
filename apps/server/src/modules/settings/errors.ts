import type { z } from 'zod';
import { AppError } from '../../app-error';

/**
 * A 400 in the same words as a schema failure ("Invalid request: footer/links/0/url ..."), for input
 * that is checked after routing: a commerce preferences body, whose schema depends on its namespace.
 */
export function invalidInput(error: z.ZodError, prefix = ''): AppError {
  const issue = error.issues[0];
  const field = [prefix, ...(issue?.path ?? []).map(String)].filter(Boolean).join('/');
  const message = issue?.message ?? 'is invalid';
  return new AppError('invalid', 'INVALID_REQUEST', `Invalid request: ${field} ${message}`.trim(), {
    field,
  });
}

/** A navigation rule that the schema alone cannot check; `field` is the item's path in the body. */
export function navigationInvalid(code: string, field: string, message: string): AppError {
  return new AppError('invalid', code, message, { field });
}

export function memberAreasUnavailable(field: string): AppError {
  return navigationInvalid(
    'NAVIGATION_MEMBER_AREAS_UNAVAILABLE',
    field,
    'Member areas are not available yet.',
  );
}

export function unknownPreferencesNamespace(namespace: string, known: readonly string[]): AppError {
  return new AppError(
    'not_found',
    'COMMERCE_PREFERENCES_UNKNOWN_NAMESPACE',
    `There are no commerce preferences called "${namespace}". Known namespaces: ${known.join(', ')}.`,
  );
}

export function unknownLanguage(code: string): AppError {
  return new AppError(
    'invalid',
    'MULTILINGUAL_UNKNOWN_LANGUAGE',
    `"${code}" is not one of the expected options: choose a language from GET /api/multilingual/languages.`,
    { field: 'languages', language: code },
  );
}

export function languagesInvalid(message: string): AppError {
  return new AppError('invalid', 'MULTILINGUAL_LANGUAGES_INVALID', message, { field: 'languages' });
}

export function storePageNotFound(): AppError {
  return new AppError(
    'not_found',
    'STORE_PAGE_NOT_FOUND',
    'Unable to locate content: no such store page on this site.',
  );
}

export function reservedUrlId(urlId: string): AppError {
  return new AppError(
    'invalid',
    'STORE_PAGE_URL_RESERVED',
    `/${urlId} is not a valid page URL: the address is used by the site itself. Choose another URL.`,
    { field: 'urlId' },
  );
}

export function rootCategoryExists(): AppError {
  return new AppError(
    'conflict',
    'STORE_CATEGORY_ROOT_EXISTS',
    'This store page already has its root category.',
    { field: 'type' },
  );
}
