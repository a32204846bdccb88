import {
  BLOCK_DEFINITIONS,
  serializeRichText,
  type BlockProps,
  type BlockType,
  type PageBlock,
  type PageDocument,
  type RichTextBlock,
} from '@plinth/contracts';

/**
 * Small builders for the block pages a new site starts with (the demo seed's, and the starting
 * templates of modules/site-creation). Every block starts from its definition's defaults, so the pages
 * stay valid as block types grow.
 */

export function block(
  id: string,
  type: BlockType,
  props: BlockProps = {},
  slots?: Record<string, PageBlock[]>,
): PageBlock {
  return {
    id,
    type,
    props: { ...BLOCK_DEFINITIONS[type].defaults(), ...props },
    ...(slots ? { slots } : {}),
  };
}

export const paragraph = (text: string): RichTextBlock => ({
  type: 'paragraph',
  content: [{ type: 'text', text }],
});

export const heading = (level: 1 | 2 | 3, text: string): RichTextBlock => ({
  type: 'heading',
  attrs: { level },
  content: [{ type: 'text', text }],
});

/** A Text block holding `content` (headings and paragraphs). */
export const text = (id: string, ...content: RichTextBlock[]): PageBlock =>
  block(id, 'text', { content: serializeRichText({ type: 'doc', content }) });

export const pageDocument = (blocks: PageBlock[]): PageDocument => ({
  version: 1,
  root: { props: {} },
  blocks,
});
