/**
 * Per-field errors as the owner API sends them: `{code, message, fieldErrors: {path: message}}`, where a
 * path is the field's place in the request body joined with dots ("variants.2.priceCents"). The editor
 * runs the same zod schemas before sending and shows the messages beside the fields they name.
 */
export type FieldErrors = Record<string, string>;

/** The key of an error about the body as a whole rather than one field. */
export const FORM_ERROR_PATH = 'form';

export function fieldPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? FORM_ERROR_PATH : path.map(String).join('.');
}

/** The first message for each path, in the order the issues came. */
export function toFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = fieldPath(issue.path);
    errors[path] ??= issue.message;
  }
  return errors;
}
