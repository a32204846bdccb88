import { z } from 'zod';
import {
  BLOCK_ID_PATTERN,
  BLOCK_TYPES,
  PAGE_DOCUMENT_LIMITS,
  PROP_NAME_PATTERN,
  SLOT_NAME_PATTERN,
  documentShapeError,
  type BlockProps,
  type BlockType,
  type PageBlock,
  type PageDocument,
  type PropValue,
} from './page-document-model';

/** The page document's schema (issue 10 part 1): what the server accepts as a page. */
const scalar = z.union([
  z.string().max(PAGE_DOCUMENT_LIMITS.stringLength),
  z.number().finite(),
  z.boolean(),
  z.null(),
]);
const propRecord = <T extends z.ZodType>(value: T) =>
  z
    .record(z.string().regex(PROP_NAME_PATTERN), value)
    .refine((record) => Object.keys(record).length <= PAGE_DOCUMENT_LIMITS.propsPerBlock, {
      message: `At most ${PAGE_DOCUMENT_LIMITS.propsPerBlock} properties`,
    });
const nestedObject = propRecord(scalar);
const listItem = z.union([scalar, nestedObject]);
const propValue = z.union([
  scalar,
  z.array(listItem).max(PAGE_DOCUMENT_LIMITS.listLength),
  nestedObject,
]) as z.ZodType<PropValue>;

export const blockPropsSchema = propRecord(propValue) as z.ZodType<BlockProps>;

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
    if (error) context.addIssue({ code: 'custom', message: error.message, path: ['blocks'] });
  });
