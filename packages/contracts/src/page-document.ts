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

export const pageDocumentSchema: z.ZodType<PageDocument> = z
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
