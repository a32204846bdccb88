import { z } from 'zod';
import type { BlockProps } from '../page-document-model';
import {
  COLUMN_COUNT,
  COLUMN_WIDTHS,
  CONTENT_WIDTHS,
  GAPS,
  HEX_COLOR_PATTERN,
  OVERLAY,
  PADDINGS,
  TEXT_COLORS,
  VERTICAL_ALIGNS,
  columnFractions,
} from './layout-options';
import { LINK_ID_PATTERN } from './link-prop';
import { intIn } from './prop-schemas';

/** Columns: 2 to 4, a width preset that fits the count, the gap and how columns align. */
const columns = z
  .object({
    count: intIn(COLUMN_COUNT),
    widths: z.enum(COLUMN_WIDTHS),
    gap: z.enum(GAPS),
    verticalAlign: z.enum(VERTICAL_ALIGNS),
  })
  .strict()
  .superRefine((props, ctx) => {
    if (columnFractions(props.widths, props.count) === null)
      ctx.addIssue({
        code: 'custom',
        path: ['widths'],
        message: `${props.widths} is not one of the expected options for ${props.count} columns`,
      });
  });

/** Section: a full-width band with a background (colour, optional image) around its content slot. */
const section = z
  .object({
    background: z.union([z.literal(''), z.string().regex(HEX_COLOR_PATTERN)]),
    backgroundImageId: z.union([z.literal(''), z.string().regex(LINK_ID_PATTERN)]),
    overlay: intIn(OVERLAY),
    padding: z.enum(PADDINGS),
    contentWidth: z.enum(CONTENT_WIDTHS),
    textColor: z.enum(TEXT_COLORS),
  })
  .strict();

/** The props each layout block accepts (the server's check). */
export const LAYOUT_BLOCK_SCHEMAS = { columns, section } satisfies Record<string, z.ZodType<BlockProps>>;
