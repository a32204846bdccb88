import { z } from 'zod';

/**
 * An owner endpoint's answer, typed by its contract schema (packages/contracts). In development and in
 * tests the answer is parsed with that schema, so a server change, or a test mock in a shape the server
 * never sends, fails at once and names the endpoint. A production build skips the work: the server and
 * the editor are built from the same contract. The value itself is returned unchanged either way.
 */
export function checkedAnswer<S extends z.ZodType>(
  schema: S,
  answer: unknown,
  endpoint: string,
): z.output<S> {
  if (import.meta.env.DEV) {
    const result = schema.safeParse(answer);
    if (!result.success) {
      throw new Error(
        `The answer of ${endpoint} does not match its contract:\n${z.prettifyError(result.error)}`,
      );
    }
  }
  return answer as z.output<S>;
}
