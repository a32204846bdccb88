import { z } from 'zod';
import type { BlockProps } from '../page-document-model';
import {
  ALIGNMENTS,
  BASIC_LIMITS,
  BUTTON_STYLES,
  CODE_MODES,
  EMBED_RATIOS,
  HEADING_BLOCK_LEVELS,
  QUOTE_STYLES,
  RULE_STYLES,
  RULE_WIDTHS,
  SIZES,
} from './basic-options';
import { BASIC_LIST_SCHEMAS } from './basic-list-schemas';
import { linkPropSchema } from './link-prop-schema';
import { intIn } from './prop-schemas';
import { richTextPropSchema } from './rich-text-schema';

const text = z.object({ content: richTextPropSchema }).strict();

/** Issue 24 §1: one line of heading text at a level from 1 to 4. */
const heading = z
  .object({
    text: z.string().trim().min(1).max(BASIC_LIMITS.heading),
    level: z.enum(HEADING_BLOCK_LEVELS),
    alignment: z.enum(ALIGNMENTS),
  })
  .strict();

const button = z
  .object({
    label: z.string().trim().min(1).max(BASIC_LIMITS.label),
    link: linkPropSchema,
    style: z.enum(BUTTON_STYLES),
    size: z.enum(SIZES),
    alignment: z.enum(ALIGNMENTS),
  })
  .strict();

const spacer = z.object({ height: intIn(BASIC_LIMITS.spacerHeight) }).strict();

const horizontalRule = z
  .object({
    style: z.enum(RULE_STYLES),
    width: z.enum(RULE_WIDTHS),
    thickness: intIn(BASIC_LIMITS.ruleThickness),
  })
  .strict();

const quote = z
  .object({
    text: z.string().trim().min(1).max(BASIC_LIMITS.quote),
    source: z.string().max(BASIC_LIMITS.shortText),
    style: z.enum(QUOTE_STYLES),
    alignment: z.enum(ALIGNMENTS),
  })
  .strict();

/** Seed 001's code block: "Options, Mode, Display Source". */
const code = z
  .object({
    code: z.string().max(BASIC_LIMITS.code),
    mode: z.enum(CODE_MODES),
    displaySource: z.boolean(),
  })
  .strict();

/** Embed HTML or a URL, stored as the owner pasted it; the renderer serves it inert (embed-sanitize.ts). */
const embed = z
  .object({
    source: z.string().max(BASIC_LIMITS.embed),
    title: z.string().max(BASIC_LIMITS.shortText),
    aspectRatio: z.enum(EMBED_RATIOS),
  })
  .strict();

/** Seed 001's search block (33): a box that asks /search (issue 22 part 3). */
const search = z
  .object({
    placeholder: z.string().max(BASIC_LIMITS.shortText),
    buttonLabel: z.string().trim().min(1).max(BASIC_LIMITS.label),
  })
  .strict();

/** The props each basic block accepts (the server's check); every one strict and bounded. */
export const BASIC_BLOCK_SCHEMAS = {
  text,
  heading,
  button,
  spacer,
  horizontalRule,
  quote,
  code,
  embed,
  search,
  ...BASIC_LIST_SCHEMAS,
} satisfies Record<string, z.ZodType<BlockProps>>;
