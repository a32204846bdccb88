import { z } from 'zod';
import type { BlockProps } from '../page-document-model';
import { FORM_BLOCK_HEADING_MAX, FORM_BLOCK_ID_PATTERN } from './form-options';

/** The form block's props: a form id, or "" while the owner has not chosen one (it then renders nothing). */
export const formBlockPropsSchema = z
  .object({
    formId: z.union([z.literal(''), z.string().regex(FORM_BLOCK_ID_PATTERN)]),
    heading: z.string().max(FORM_BLOCK_HEADING_MAX).default(''),
  })
  .strict();

export type FormBlockProps = z.infer<typeof formBlockPropsSchema>;

export const FORM_BLOCK_SCHEMAS = {
  form: formBlockPropsSchema as unknown as z.ZodType<BlockProps>,
} satisfies Record<string, z.ZodType<BlockProps>>;
