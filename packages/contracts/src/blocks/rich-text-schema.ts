import { z } from 'zod';
import { PAGE_DOCUMENT_LIMITS } from '../page-document-model';
import { linkHrefProblem } from './link-prop';
import {
  HEADING_LEVELS,
  RICH_TEXT_LIMITS,
  TEXT_ALIGNS,
  parseRichTextJson,
  type RichTextBlock,
  type RichTextDoc,
  type RichTextInline,
  type RichTextListItem,
  type RichTextMark,
} from './rich-text';

/**
 * The closed schema of rich text (decision 0034, 4): only the nodes, marks and attributes of
 * rich-text.ts. Pasted HTML the editor did not clean, scripts, unknown nodes and javascript: links
 * are refused here before they are stored.
 */
const linkMark = z
  .object({
    type: z.literal('link'),
    attrs: z
      .object({
        href: z.string().superRefine((href, ctx) => {
          const problem = linkHrefProblem(href);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
        target: z.enum(['_blank']).nullable().optional(),
        rel: z.string().max(100).nullable().optional(),
        class: z.null().optional(),
      })
      .strict(),
  })
  .strict();

export const richTextMarkSchema: z.ZodType<RichTextMark> = z.union([
  z.object({ type: z.enum(['bold', 'italic', 'underline', 'strike']) }).strict(),
  linkMark,
]);

const marks = z.array(richTextMarkSchema).max(5).optional();
const align = z.enum(TEXT_ALIGNS).nullable().optional();

const inline: z.ZodType<RichTextInline> = z.union([
  z
    .object({ type: z.literal('text'), text: z.string().min(1).max(RICH_TEXT_LIMITS.textLength), marks })
    .strict(),
  z.object({ type: z.literal('hardBreak'), marks }).strict(),
]);
const inlineContent = z.array(inline).max(RICH_TEXT_LIMITS.nodes).optional();

const listItem: z.ZodType<RichTextListItem> = z.lazy(() =>
  z
    .object({ type: z.literal('listItem'), content: z.array(block).min(1).max(RICH_TEXT_LIMITS.nodes) })
    .strict(),
);
const listContent = z.array(listItem).min(1).max(RICH_TEXT_LIMITS.nodes);

const block: z.ZodType<RichTextBlock> = z.lazy(() =>
  z.union([
    z
      .object({
        type: z.literal('paragraph'),
        attrs: z.object({ textAlign: align }).strict().optional(),
        content: inlineContent,
      })
      .strict(),
    z
      .object({
        type: z.literal('heading'),
        attrs: z
          .object({ level: z.union(HEADING_LEVELS.map((level) => z.literal(level))), textAlign: align })
          .strict(),
        content: inlineContent,
      })
      .strict(),
    z.object({ type: z.literal('bulletList'), content: listContent }).strict(),
    z
      .object({
        type: z.literal('orderedList'),
        attrs: z
          .object({ start: z.number().int().min(0).max(100_000).optional(), type: z.null().optional() })
          .strict()
          .optional(),
        content: listContent,
      })
      .strict(),
    z
      .object({ type: z.literal('blockquote'), content: z.array(block).min(1).max(RICH_TEXT_LIMITS.nodes) })
      .strict(),
  ]),
);

/** Nodes and depth of a parsed document, to refuse ones too big or too deep for the renderer. */
function measure(node: { content?: readonly unknown[] }, depth = 1): { nodes: number; depth: number } {
  let nodes = 1;
  let deepest = depth;
  for (const child of node.content ?? []) {
    const inner = measure(child as { content?: readonly unknown[] }, depth + 1);
    nodes += inner.nodes;
    deepest = Math.max(deepest, inner.depth);
  }
  return { nodes, depth: deepest };
}

const closedDoc = z
  .object({ type: z.literal('doc'), content: z.array(block).max(RICH_TEXT_LIMITS.nodes) })
  .strict()
  .superRefine((doc, ctx) => {
    const size = measure(doc);
    if (size.nodes > RICH_TEXT_LIMITS.nodes)
      ctx.addIssue({ code: 'custom', message: `Rich text holds at most ${RICH_TEXT_LIMITS.nodes} nodes` });
    if (size.depth > RICH_TEXT_LIMITS.depth)
      ctx.addIssue({ code: 'custom', message: `Rich text nests at most ${RICH_TEXT_LIMITS.depth} deep` });
  });

/**
 * How deep `value` nests (objects and arrays), counted without recursion and given up past `limit`:
 * the closed schema recurses per level, so a hostile document nested thousands deep must be refused
 * before it reaches it (else the check itself overflows the stack).
 */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const next = stack.pop();
    if (!next || next.value === null || typeof next.value !== 'object') continue;
    if (next.depth >= limit) return true;
    for (const child of Object.values(next.value)) stack.push({ value: child, depth: next.depth + 1 });
  }
  return false;
}

/** JSON levels a document of RICH_TEXT_LIMITS.depth nodes needs: an object and a list per node, plus marks. */
const JSON_DEPTH = 2 * RICH_TEXT_LIMITS.depth + 6;

export const richTextDocSchema: z.ZodType<RichTextDoc> = z
  .unknown()
  .refine((value) => !nestsDeeperThan(value, JSON_DEPTH), {
    message: `Rich text nests at most ${RICH_TEXT_LIMITS.depth} deep`,
    abort: true,
  })
  .pipe(closedDoc);

/** A rich-text prop: the document serialised to a string (see rich-text.ts), checked whole. */
export const richTextPropSchema = z
  .string()
  .max(PAGE_DOCUMENT_LIMITS.stringLength)
  .superRefine((value, ctx) => {
    const parsed = richTextDocSchema.safeParse(parseRichTextJson(value));
    if (parsed.success) return;
    const first = parsed.error.issues[0];
    const where = first && first.path.length > 0 ? ` at ${first.path.join('.')}` : '';
    ctx.addIssue({
      code: 'custom',
      message: `Rich text is not valid: ${first?.message ?? 'not JSON'}${where}`,
    });
  });
