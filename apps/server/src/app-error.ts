/** The kinds of failure the error handler maps to HTTP statuses. */
export const ERROR_KIND = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
} as const;
export type ErrorKind = keyof typeof ERROR_KIND;

/**
 * The one error type for expected failures that end a request. `message` is shown to the visitor,
 * so it comes from the message catalogue; `code` is stable for clients and tests.
 */
export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
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
