import { FORM_ERROR_PATH, type ApiErrorDetails, type FieldErrors } from '@plinth/contracts';

/** The kinds of failure the error handler maps to HTTP statuses. */
export const ERROR_KIND = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  rate_limited: 429,
  unavailable: 503,
} as const;
export type ErrorKind = keyof typeof ERROR_KIND;

/** What an error answer may add to its code and message (`apiErrorDetailsSchema` in contracts). */
export type ErrorDetails = ApiErrorDetails;

/**
 * The one error type for expected failures that end a request. `message` is shown to the visitor,
 * so it comes from the message catalogue; `code` is stable for clients and tests; `details` are the
 * typed extras of the error model (field errors, crumbFail, retryAfter, permission).
 */
export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get statusCode(): number {
    return ERROR_KIND[this.kind];
  }
}

/** For programmer errors: a broken invariant is a bug, never a visitor's fault. */
export function invariant(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Invariant failed: ${message}`);
}

/** Builds the 400 for input that failed its checks, from its per-field messages. */
export type InvalidInputFactory = (fieldErrors: FieldErrors) => AppError;

/**
 * The default 400 for bad input: `INVALID_REQUEST`, every field's message in `fieldErrors`, and the
 * first one in the message ("Invalid request: footer.links.0.url is not a valid page URL ...").
 */
export function invalidRequest(fieldErrors: FieldErrors): AppError {
  const [first] = Object.entries(fieldErrors);
  const where = first && first[0] !== FORM_ERROR_PATH ? `${first[0]} ` : '';
  const message = first ? `Invalid request: ${where}${first[1]}` : 'Invalid request.';
  return new AppError('invalid', 'INVALID_REQUEST', message, { fieldErrors });
}
