import { z } from 'zod';
import { PERMISSION } from './roles';

const permissionSchema = z.enum(Object.values(PERMISSION) as [string, ...string[]]);

/**
 * The details an error answer may carry beside its code and message, each for one kind of failure:
 * - `fieldErrors`: bad input, as `{ "a.b.0": message }` (a dotted path into the body, query or params;
 *   `form` for the request as a whole); see field-errors.ts.
 * - `crumbFail`: a write without its crumb (CSRF token); the refusal set a fresh crumb cookie, so a client
 *   may send the write once more (seed 001 section 4).
 * - `retryAfter`: whole seconds until a limited client may try again (also in the Retry-After header).
 * - `permission`: the permission a refused role lacks.
 */
export const apiErrorDetailsSchema = z.object({
  fieldErrors: z.record(z.string(), z.string()).optional(),
  crumbFail: z.literal(true).optional(),
  retryAfter: z.number().int().nonnegative().optional(),
  permission: permissionSchema.optional(),
});
export type ApiErrorDetails = z.infer<typeof apiErrorDetailsSchema>;

/**
 * Every 4xx/5xx JSON body the server sends, from /api/* and /config/api/* alike: a stable `code`
 * (`<AREA>_<WHAT>`), a `message` ready to show, and only the details above. Strict: a body with any
 * other key does not follow the model.
 */
export const apiErrorSchema = z
  .object({ code: z.string().min(1), message: z.string() })
  .extend(apiErrorDetailsSchema.shape)
  .strict();
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * Reads an error answer's body for a client: the model's fields when the body follows it, else null
 * (an empty body, a proxy's HTML page, or a body from something that is not Plinth).
 */
export function readApiError(body: unknown): ApiError | null {
  const parsed = apiErrorSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}
