import { z } from 'zod';
import { linkUrlProblem } from '../link-url-rule';

/** A bounded whole number (px, zoom...). */
export const intIn = (range: { min: number; max: number }) => z.number().int().min(range.min).max(range.max);

/** A URL a visitor may follow: linkUrlProblem's rules (site path, http(s), mailto:, tel:), 2083 at most. */
export const visitorUrlSchema = z.string().superRefine((value, ctx) => {
  const problem = linkUrlProblem(value);
  if (problem)
    ctx.addIssue({ code: 'custom', message: `${value.slice(0, 60)} is not a valid page URL: it ${problem}` });
});
