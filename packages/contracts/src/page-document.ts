import { z } from 'zod';
import {
  BLOCK_ID_PATTERN,
  BLOCK_TYPES,
  PAGE_DOCUMENT_LIMITS,
  SLOT_NAME_PATTERN,
  documentShapeError,
  walkBlocks,
  type BlockType,
  type PageBlock,
  type PageDocument,
} from './page-document-model';
import { blockPropsSchema } from './page-document-props';
import { BLOCK_PROPS_SCHEMAS } from './blocks/block-schemas';
import { BLOCK_DEFINITIONS } from './blocks/definitions';

export { blockPropsSchema } from './page-document-props';

/** The page document's schema (issue 10 part 1): what the server accepts as a page. */
export const pageBlockSchema: z.ZodType<PageBlock> = z.lazy(() =>
  z
    .object({
      id: z.string().regex(BLOCK_ID_PATTERN),
      type: z.enum(BLOCK_TYPES as [BlockType, ...BlockType[]]),
      props: blockPropsSchema,
      slots: z
        .record(
          z.string().regex(SLOT_NAME_PATTERN),
          z.array(pageBlockSchema).max(PAGE_DOCUMENT_LIMITS.blocksPerLayout),
        )
        .refine((slots) => Object.keys(slots).length <= PAGE_DOCUMENT_LIMITS.slotsPerBlock, {
          message: `At most ${PAGE_DOCUMENT_LIMITS.slotsPerBlock} slots`,
        })
        .optional(),
    })
    .strict(),
);

const pageDocumentShape = z
  .object({
    version: z.literal(1),
    root: z.object({ props: blockPropsSchema }).strict(),
    blocks: z.array(pageBlockSchema).max(PAGE_DOCUMENT_LIMITS.blocksPerLayout),
  })
  .strict()
  .superRefine((document, context) => {
    const error = documentShapeError(document.blocks);
    if (error) {
      context.addIssue({ code: 'custom', message: error.message, path: ['blocks'] });
      return;
    }
    // Each block against its own type: its props, and slots only where its definition names them.
    for (const { block } of walkBlocks(document.blocks)) {
      const props = BLOCK_PROPS_SCHEMAS[block.type].safeParse(block.props);
      if (!props.success) {
        const first = props.error.issues[0];
        const where = first && first.path.length > 0 ? ` (${first.path.join('.')})` : '';
        context.addIssue({
          code: 'custom',
          message: `Block ${block.id} (${block.type}): ${first?.message ?? 'invalid properties'}${where}`,
          path: ['blocks'],
        });
        return;
      }
      const allowed = BLOCK_DEFINITIONS[block.type].slots?.(block.props) ?? [];
      const stray = Object.keys(block.slots ?? {}).find((slot) => !allowed.includes(slot));
      if (stray !== undefined) {
        context.addIssue({
          code: 'custom',
          message: `Block ${block.id} (${block.type}) has no slot named ${stray}.`,
          path: ['blocks'],
        });
        return;
      }
    }
  });

/**
 * How deep JSON may nest before the schema looks at it: a block in a slot is three levels below its
 * parent (block, slots, list), so PAGE_DOCUMENT_LIMITS.depth layouts plus props fit well inside.
 */
export const PAGE_DOCUMENT_JSON_DEPTH = 40;

/** True when `value` nests deeper than `limit`, found without recursion (a hostile document may be very deep). */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth >= limit) return true;
    for (const child of Object.values(next.value as Record<string, unknown>)) {
      stack.push({ value: child, depth: next.depth + 1 });
    }
  }
  return false;
}

/**
 * The page document's schema. Nesting is measured first, iteratively, so a document nested thousands
 * deep is a 400 with a message, not a stack overflow in the recursive block schema.
 */
export const pageDocumentSchema: z.ZodType<PageDocument> = z
  .unknown()
  .superRefine((value, context) => {
    if (nestsDeeperThan(value, PAGE_DOCUMENT_JSON_DEPTH)) {
      context.addIssue({
        code: 'custom',
        message: `Layouts nest at most ${PAGE_DOCUMENT_LIMITS.depth} deep.`,
        path: ['blocks'],
        fatal: true,
      });
    }
  })
  .pipe(pageDocumentShape)
  .describe('A page document: version 1, root props and blocks (docs/page-document.md)');
