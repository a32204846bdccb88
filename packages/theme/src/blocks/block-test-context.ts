import { imageVariants, type BlockType, type PageBlock } from '@plinth/contracts';
import type { ProductCard } from '../page-context';
import type { BlockFile, BlockRenderContext } from './block-render-context';
import { BLOCK_RENDERERS } from './render-blocks';

/** Test builders for the block renderers: files as loadBlockFiles makes them, cards as the shop does. */
export function imageFile(id: string, width: number, height: number, contentType = 'image/jpeg'): BlockFile {
  const extension = contentType === 'image/jpeg' ? 'jpg' : contentType.slice(6);
  const url = `/assets/uploads/site1/${id}.${extension}`;
  return {
    id,
    url,
    contentType,
    fileName: `${id}.${extension}`,
    width,
    height,
    variants: imageVariants(url, contentType, width),
  };
}

export function mediaFile(id: string, contentType: string, extension: string): BlockFile {
  const url = `/assets/uploads/site1/${id}.${extension}`;
  return { id, url, contentType, fileName: `clip.${extension}`, width: null, height: null, variants: [] };
}

export function productCard(id: string, overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id,
    title: `Product ${id}`,
    fullUrl: `/shop/p/${id}`,
    image: { url: `/assets/uploads/site1/${id}aa.jpg`, alt: '', width: 1200, height: 1500 },
    productType: 1,
    priceLabel: '$25.00',
    originalPriceLabel: null,
    hasPriceRange: false,
    onSale: false,
    soldOut: false,
    statusClass: '',
    soldOutLabel: 'Sold out',
    requiresSelection: false,
    sku: null,
    groupName: 'shop',
    addButtonText: 'Add to cart',
    subscribable: false,
    ...overrides,
  };
}

export function renderContext(parts: Partial<BlockRenderContext> = {}): BlockRenderContext {
  return {
    files: new Map(),
    products: new Map(),
    collections: new Map(),
    pageUrls: new Map(),
    eagerBlocks: 0,
    ...parts,
  };
}

export function filesMap(...files: BlockFile[]): Map<string, BlockFile> {
  return new Map(files.map((f) => [f.id, f]));
}

/** One block's inner HTML, as render-blocks calls its renderer. */
export function renderOne(
  type: BlockType,
  props: PageBlock['props'],
  context: BlockRenderContext,
  aboveTheFold = false,
): string {
  const block: PageBlock = { id: 'b1', type, props };
  return BLOCK_RENDERERS[type].render({ block, context, aboveTheFold, renderSlot: () => '' });
}
