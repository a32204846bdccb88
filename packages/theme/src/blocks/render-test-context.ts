import type { PageBlock, PageDocument } from '@plinth/contracts';
import type { BlockFile, BlockRenderContext } from './block-render-context';
import { renderPageBlocks } from './render-blocks';

/** A render context for tests: page p1 is /our-story, file f1 an image, file doc1 a PDF. */
export function testRenderContext(over: Partial<BlockRenderContext> = {}): BlockRenderContext {
  const image: BlockFile = {
    id: 'f1',
    url: '/assets/uploads/w1/f1.jpg',
    contentType: 'image/jpeg',
    fileName: 'shop.jpg',
    width: 2000,
    height: 1200,
    variants: [
      { width: 500, url: '/assets/uploads/w1/f1-500.webp', contentType: 'image/webp' },
      { width: 1000, url: '/assets/uploads/w1/f1-1000.webp', contentType: 'image/webp' },
    ],
  };
  const pdf: BlockFile = {
    id: 'doc1',
    url: '/assets/uploads/w1/doc1.pdf',
    contentType: 'application/pdf',
    fileName: 'menu.pdf',
    width: null,
    height: null,
    variants: [],
  };
  return {
    files: new Map([
      ['f1', image],
      ['doc1', pdf],
    ]),
    products: new Map(),
    collections: new Map(),
    pageUrls: new Map([['p1', '/our-story']]),
    eagerBlocks: 0,
    ...over,
  };
}

/** One block rendered as the page renders it (wrapper included). */
export function renderOne(
  block: Omit<PageBlock, 'id'> & { id?: string },
  context = testRenderContext(),
): string {
  const document: PageDocument = { version: 1, root: { props: {} }, blocks: [{ id: 'b1', ...block }] };
  return renderPageBlocks(document, context);
}
