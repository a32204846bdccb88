import { z } from 'zod';
import {
  PAGE_DOCUMENT_LIMITS,
  PROP_NAME_PATTERN,
  type BlockProps,
  type PropValue,
} from './page-document-model';

/**
 * The generic shape of block and root props: JSON, bounded in size and depth. Every block type's own
 * schema (blocks/*-schemas.ts) narrows this; the helpers below are for writing those.
 */
export const propScalar = z.union([
  z.string().max(PAGE_DOCUMENT_LIMITS.stringLength),
  z.number().finite(),
  z.boolean(),
  z.null(),
]);
export const propRecord = <T extends z.ZodType>(value: T) =>
  z
    .record(z.string().regex(PROP_NAME_PATTERN), value)
    .refine((record) => Object.keys(record).length <= PAGE_DOCUMENT_LIMITS.propsPerBlock, {
      message: `At most ${PAGE_DOCUMENT_LIMITS.propsPerBlock} properties`,
    });
const nestedObject = propRecord(propScalar);
const listItem = z.union([propScalar, nestedObject]);
const propValue = z.union([
  propScalar,
  z.array(listItem).max(PAGE_DOCUMENT_LIMITS.listLength),
  nestedObject,
]) as z.ZodType<PropValue>;

export const blockPropsSchema = propRecord(propValue) as z.ZodType<BlockProps>;
