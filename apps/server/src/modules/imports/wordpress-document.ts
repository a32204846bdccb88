import { randomBytes } from 'node:crypto';
import {
  BASIC_LIMITS,
  BLOCK_DEFINITIONS,
  linkHrefProblem,
  PAGE_DOCUMENT_LIMITS,
  serializeRichText,
  type PageBlock,
  type PageDocument,
  type RichTextBlock,
} from '@plinth/contracts';
import { sanitizeEmbedHtml } from '@plinth/theme/blocks';
import type { ConvertedBlock } from './html-to-blocks';
import type { MediaFolder } from './media-folder';
import { fileNameOf } from './media-folder';

/** A long rich text block is cut into several, each well inside a prop's limit. */
const TEXT_PROP_BUDGET = PAGE_DOCUMENT_LIMITS.stringLength * 0.8;

export interface PostDocument {
  document: PageDocument;
  notes: string[];
}

/**
 * The page document of an imported post: converted blocks as the registry's blocks with their
 * defaults. An image found in the media folder becomes an image block of the file library; one that
 * is not stays a link to its old address, in text. Embeds are stored already made inert (the
 * storefront cleans them again on every render). Past the blocks a page may hold, the rest is left
 * out and said so.
 */
export async function buildPostDocument(
  blocks: readonly ConvertedBlock[],
  media: MediaFolder,
): Promise<PostDocument> {
  const out: PageBlock[] = [];
  const notes: string[] = [];
  // Text next to text (an image left as a link between paragraphs) stays one text block.
  let text: RichTextBlock[] = [];
  for (const block of blocks) {
    const built = await buildBlock(block, media, notes);
    if (Array.isArray(built)) {
      text.push(...built);
      continue;
    }
    out.push(...textBlocks(text), built);
    text = [];
  }
  out.push(...textBlocks(text));
  const max = PAGE_DOCUMENT_LIMITS.blocksPerLayout;
  if (out.length > max)
    notes.push(
      `The post has ${out.length} blocks; a page holds ${max}, so the last ${out.length - max} were left out.`,
    );
  return { document: { version: 1, root: { props: {} }, blocks: out.slice(0, max) }, notes };
}

/** A page block, or rich text to join the text around it. */
async function buildBlock(
  block: ConvertedBlock,
  media: MediaFolder,
  notes: string[],
): Promise<PageBlock | RichTextBlock[]> {
  if (block.kind === 'text') return block.content;
  if (block.kind === 'rule') return withDefaults('horizontalRule', {});
  if (block.kind === 'embed') {
    const source = sanitizeEmbedHtml(block.html, 'Imported content').slice(0, BASIC_LIMITS.embed);
    return source.trim() === '' ? [] : withDefaults('embed', { source, title: 'Imported content' });
  }
  const found = await media.resolve(block.src);
  if (found.ok && found.image.fileId) {
    return withDefaults('image', {
      fileId: found.image.fileId,
      alt: block.alt.slice(0, 250),
      caption: block.caption.slice(0, 500),
    });
  }
  if (!found.ok) notes.push(found.reason);
  return imageLink(block.src, block.alt, block.caption);
}

/** An image that stays where it was: a paragraph linking to it, named by its alt text or file name. */
function imageLink(src: string, alt: string, caption: string): RichTextBlock[] {
  const label = alt || caption || fileNameOf(src) || src;
  if (linkHrefProblem(src) !== null) return [{ type: 'paragraph', content: [{ type: 'text', text: label }] }];
  return [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: label, marks: [{ type: 'link', attrs: { href: src, target: '_blank' } }] },
      ],
    },
  ];
}

function textBlocks(content: RichTextBlock[]): PageBlock[] {
  const blocks: PageBlock[] = [];
  let part: RichTextBlock[] = [];
  let size = 0;
  for (const node of content) {
    const nodeSize = JSON.stringify(node).length;
    if (part.length > 0 && size + nodeSize > TEXT_PROP_BUDGET) {
      blocks.push(withDefaults('text', { content: serializeRichText({ type: 'doc', content: part }) }));
      part = [];
      size = 0;
    }
    part.push(node);
    size += nodeSize;
  }
  if (part.length > 0)
    blocks.push(withDefaults('text', { content: serializeRichText({ type: 'doc', content: part }) }));
  return blocks;
}

function withDefaults(type: PageBlock['type'], props: PageBlock['props']): PageBlock {
  return {
    id: randomBytes(6).toString('hex'),
    type,
    props: { ...BLOCK_DEFINITIONS[type].defaults(), ...props },
  };
}
