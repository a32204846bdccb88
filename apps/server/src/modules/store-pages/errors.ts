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

/** A rule that the schema alone cannot check; `field` is the dotted path of what broke it. */
export function settingsInvalid(code: string, field: string, message: string): AppError {
  return new AppError('invalid', code, message, { fieldErrors: { [field]: message } });
}

/** A navigation rule; `field` is the item's path in the body ("navigation.items.1.items.0"). */
export function navigationInvalid(code: string, field: string, message: string): AppError {
  return settingsInvalid(code, field, message);
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

/** `field` is the entry's code in the body ("languages.2.code"). */
export function unknownLanguage(code: string, field: string): AppError {
  return settingsInvalid(
    'MULTILINGUAL_UNKNOWN_LANGUAGE',
    field,
    `"${code}" is not one of the expected options: choose a language from GET /api/multilingual/languages.`,
  );
}

export function languagesInvalid(message: string): AppError {
  return settingsInvalid('MULTILINGUAL_LANGUAGES_INVALID', 'languages', message);
}

export function storePageNotFound(): AppError {
  return new AppError(
    'not_found',
    'STORE_PAGE_NOT_FOUND',
    'Unable to locate content: no such store page on this site.',
  );
}

export function reservedUrlId(urlId: string): AppError {
  return settingsInvalid(
    'STORE_PAGE_URL_RESERVED',
    'urlId',
    `/${urlId} is not a valid page URL: the address is used by the site itself. Choose another URL.`,
  );
}

export function rootCategoryExists(): AppError {
  const message = 'This store page already has its root category.';
  return new AppError('conflict', 'STORE_CATEGORY_ROOT_EXISTS', message, { fieldErrors: { type: message } });
}
