import { SERVER_SIGN_UP_MESSAGES } from '@plinth/commerce';
import type { FieldErrors } from '@plinth/contracts';
import { AppError } from '../../app-error';

/** 400 for a sign-up whose email fails the restock rule: the spec's words, on siteVisitorEmail. */
export function restockEmailInvalid(message: string): AppError {
  return new AppError('invalid', 'RESTOCK_EMAIL_INVALID', message, {
    fieldErrors: { siteVisitorEmail: message },
  });
}

/** Schema failures of the restock endpoints: RESTOCK_INVALID with every field's problem. */
export function restockInvalid(fieldErrors: FieldErrors): AppError {
  const [first] = Object.entries(fieldErrors);
  const message = first ? `Invalid request: ${first[0]} ${first[1]}` : 'Invalid request.';
  return new AppError('invalid', 'RESTOCK_INVALID', message, { fieldErrors });
}

/** The owner has restock notifications off. */
export function restockDisabled(): AppError {
  return new AppError('conflict', 'RESTOCK_DISABLED', SERVER_SIGN_UP_MESSAGES.restockUnavailable);
}

/** The product or the variant is not this site's (or no longer exists). */
export function restockVariantNotFound(): AppError {
  return new AppError(
    'not_found',
    'RESTOCK_VARIANT_NOT_FOUND',
    SERVER_SIGN_UP_MESSAGES.restockVariantNotFound,
  );
}

/** Only a sold-out variant takes sign-ups. */
export function restockInStock(): AppError {
  return new AppError('conflict', 'RESTOCK_IN_STOCK', SERVER_SIGN_UP_MESSAGES.restockInStock);
}

/** A cursor this server did not write (or one for another list). */
export function restockCursorInvalid(): AppError {
  return new AppError(
    'invalid',
    'RESTOCK_CURSOR_INVALID',
    'Invalid request: cursor is not a valid page cursor',
    {
      fieldErrors: { cursor: 'is not a valid page cursor' },
    },
  );
}
