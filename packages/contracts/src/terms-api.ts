import { z } from 'zod';
import { TERM_KIND, type TermKind } from './content';
import type {
  TermCreateRequest,
  TermListAnswer,
  TermMergeRequest,
  TermUpdateRequest,
  TermWithCount,
} from './terms';

/**
 * Request and answer schemas of the tag and category manager (/config/api/terms, docs/terms.md). Names
 * are checked for length by the server with the kind's seed limit, so the message names the kind.
 */

const id = z.string().min(1).max(32);
const kinds = Object.values(TERM_KIND) as [TermKind, ...TermKind[]];
export const termKindSchema = z.enum(kinds);
/** Longer than any limit, so the server's per-kind message answers a long name, not zod's. */
const name = z.string().max(200);

export const termIdParams = z.object({ id });
export const termListQuery = z.object({ kind: termKindSchema.default(TERM_KIND.tag) });

export const termWithCountSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  kind: termKindSchema,
  parentId: z.string().nullable(),
  itemCount: z.number().int(),
  productCount: z.number().int(),
}) satisfies z.ZodType<TermWithCount>;

export const termListSchema = z.object({
  kind: termKindSchema,
  terms: z.array(termWithCountSchema),
}) satisfies z.ZodType<TermListAnswer>;

export const termCreateSchema = z
  .object({ kind: termKindSchema, name, parentId: id.nullable().optional() })
  .strict() satisfies z.ZodType<TermCreateRequest>;

export const termUpdateSchema = z
  .object({ name, parentId: id.nullable().optional() })
  .strict() satisfies z.ZodType<TermUpdateRequest>;

export const termMergeSchema = z.object({ targetId: id }).strict() satisfies z.ZodType<TermMergeRequest>;

/** Names of tags or categories on a product or item in a request: bounded, checked per kind by the server. */
export const termNamesSchema = z.array(z.string().max(200)).max(100);
