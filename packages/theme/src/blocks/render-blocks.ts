import type { BlockType, PageBlock, PageDocument } from '@plinth/contracts';
import { BASIC_RENDERERS } from './basic-renderers';
import type { BlockReferences, BlockRenderContext, BlockRenderer } from './block-render-context';
import { COMMERCE_RENDERERS } from './commerce-renderers';
import { CONTENT_RENDERERS } from './content-renderers';
import { FORM_RENDERERS } from './form-renderers';
import { escapeAttr } from './html';
import { LAYOUT_RENDERERS } from './layout-renderers';
import { MEDIA_RENDERERS } from './media-renderers';

export const BLOCK_RENDERERS: Record<BlockType, BlockRenderer> = {
  ...BASIC_RENDERERS,
  ...LAYOUT_RENDERERS,
  ...MEDIA_RENDERERS,
  ...COMMERCE_RENDERERS,
  ...FORM_RENDERERS,
  ...CONTENT_RENDERERS,
};

function renderBlock(block: PageBlock, context: BlockRenderContext, aboveTheFold: boolean): string {
  const renderer = BLOCK_RENDERERS[block.type];
  const inner = renderer.render({
    block,
    context,
    aboveTheFold,
    renderSlot: (slot) => renderList(block.slots?.[slot] ?? [], context, aboveTheFold),
  });
  // data-block-id lets the editor's frame map a click or a rectangle back to the document.
  return `<div class="block block--${block.type}" data-block-id="${escapeAttr(block.id)}">${inner}</div>`;
}

function renderList(
  blocks: readonly PageBlock[],
  context: BlockRenderContext,
  aboveTheFold: boolean,
): string {
  return blocks.map((block) => renderBlock(block, context, aboveTheFold)).join('');
}

/** A page's blocks as static HTML for the theme's `page` template (its `<main>` content). */
export function renderPageBlocks(document: PageDocument, context: BlockRenderContext): string {
  return document.blocks
    .map((block, index) => renderBlock(block, context, index < context.eagerBlocks))
    .join('');
}

function* allBlocks(blocks: readonly PageBlock[]): Generator<PageBlock> {
  for (const block of blocks) {
    yield block;
    for (const children of Object.values(block.slots ?? {})) yield* allBlocks(children);
  }
}

/** Everything the document's blocks need loaded, each id once. */
export function collectBlockReferences(document: PageDocument): BlockReferences {
  const sets = {
    fileIds: new Set<string>(),
    productIds: new Set<string>(),
    collectionIds: new Set<string>(),
    productCategoryIds: new Set<string>(),
    pageIds: new Set<string>(),
    formIds: new Set<string>(),
    contentCollectionIds: new Set<string>(),
  };
  for (const block of allBlocks(document.blocks)) {
    const found = BLOCK_RENDERERS[block.type].references?.(block);
    if (!found) continue;
    for (const key of Object.keys(sets) as (keyof BlockReferences)[]) {
      for (const id of found[key] ?? []) sets[key].add(id);
    }
  }
  return {
    fileIds: [...sets.fileIds],
    productIds: [...sets.productIds],
    collectionIds: [...sets.collectionIds],
    productCategoryIds: [...sets.productCategoryIds],
    pageIds: [...sets.pageIds],
    formIds: [...sets.formIds],
    contentCollectionIds: [...sets.contentCollectionIds],
  };
}
