// Server rendering of page blocks (issue 10 part 2).
export { BLOCK_RENDERERS, collectBlockReferences, renderPageBlocks } from './render-blocks';
export type * from './block-render-context';
export { escapeAttr, escapeHtml, safeHref } from './html';
export { blockPageAssets, type BlockIsland, type BlockPageAssets } from './block-assets';
export { galleryNeedsScript } from './gallery-renderer';
export { productBlockPurchases } from './commerce-renderers';
export { formBlockPlacements, type FormBlockPlacement } from './form-renderers';
export { imageTemplateError, renderImageTemplate, type ImageTemplate } from './image-template';
export { renderRichText } from './rich-text-html';
export { sanitizeEmbedHtml } from './embed-sanitize';
