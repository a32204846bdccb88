import { toFieldErrors, type FieldErrors } from '@plinth/contracts';
import { AppError } from '../../app-error';

/** Schema failures of the ingest endpoints: ANALYTICS_INVALID with every field's problem. */
export function analyticsInvalid(fieldErrors: FieldErrors): AppError {
  const [first] = Object.entries(fieldErrors);
  const message = first ? `Invalid request: ${first[0]} ${first[1]}` : 'Invalid request.';
  return new AppError('invalid', 'ANALYTICS_INVALID', message, { fieldErrors });
}

/** An event's content (JSON inside a field) failed its schema: the paths start with that field's name. */
export function analyticsEventInvalid(
  field: string,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): AppError {
  return analyticsInvalid(
    toFieldErrors(issues.map((issue) => ({ path: [field, ...issue.path], message: issue.message }))),
  );
}

/** A schema name (eventSchemaName, event, the validate path) that names no event Plinth takes. */
export function analyticsSchemaUnknown(field: string, kind: 'invalid' | 'not_found' = 'invalid'): AppError {
  const message = 'is not an event this site records';
  return new AppError(kind, 'ANALYTICS_SCHEMA_UNKNOWN', `Invalid request: ${field} ${message}`, {
    fieldErrors: { [field]: message },
  });
}

/** A write from another site's page (Origin or Sec-Fetch-Site says so). */
export function analyticsCrossSite(): AppError {
  return new AppError(
    'forbidden',
    'ANALYTICS_CROSS_SITE',
    'Events are accepted from this site’s own pages only.',
  );
}
