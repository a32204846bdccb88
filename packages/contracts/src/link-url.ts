import { z } from 'zod';
import { linkUrlProblem } from './link-url-rule';

/** A link URL in a request body; a refused one is a 400 naming the field and the reason. */
export const linkUrlSchema = z.string().superRefine((value, ctx) => {
  const problem = linkUrlProblem(value);
  if (problem)
    ctx.addIssue({
      code: 'custom',
      // Seed 001's "{val} is not a valid page URL", then why.
      message: `${truncate(value)} is not a valid page URL: it ${problem}`,
    });
});

function truncate(value: string): string {
  return value.length > 60 ? `${value.slice(0, 59)}…` : value;
}
