import { productBlockPropsSchema, summaryPropsSchema, type SummaryProps } from '@plinth/contracts/schemas';
import { walkBlocks, type PageDocument } from '@plinth/contracts';
import type { ProductCard } from '../page-context';
import { columnSizes } from './block-image';
import type { BlockRenderArgs, BlockRenderer, ProductCategoryBlockData } from './block-render-context';
import { escapeAttr, escapeHtml, safeHref } from './html';
import { priceHtml, productImageHtml, statusBadgeHtml } from './product-card-html';

/**
 * Render halves of the commerce blocks. Cards come from the loader (context.collections and
 * context.products, as the shop's cards show them). A summary card may carry `excerpt` (plain text)
 * when the loader adds it; the block shows it when showExcerpt is on.
 */
export type SummaryCard = ProductCard & { excerpt?: string };

function summarySizes(props: SummaryProps): string {
  if (props.layout === 'list') return '(max-width: 432px) 30vw, 160px';
  if (props.layout === 'row') return '(max-width: 432px) 70vw, 280px';
  return columnSizes(1 / props.columns, props.columns > 1 ? 0.5 : 1);
}

function summaryCard(card: SummaryCard, props: SummaryProps, args: BlockRenderArgs, index: number): string {
  const href = escapeAttr(safeHref(card.fullUrl));
  const titleId = `summary-${args.block.id}-${index + 1}`;
  const image = productImageHtml(card, args.context, {
    sizes: summarySizes(props),
    aboveTheFold: args.aboveTheFold && index < props.columns,
    className: 'product-card__img',
  });
  const title = props.showTitle
    ? `<h3 class="product-card__title" id="${titleId}">${escapeHtml(card.title)}</h3>`
    : '';
  // Without a visible title the link still needs a name.
  const label = props.showTitle ? '' : ` aria-label="${escapeAttr(card.title)}"`;
  const excerpt =
    props.showExcerpt && card.excerpt
      ? `<p class="product-summary__excerpt">${escapeHtml(card.excerpt)}</p>`
      : '';
  const status = card.statusClass ? ` ${escapeAttr(card.statusClass)}` : '';
  return (
    `<li class="product-card product-summary__card${status}">` +
    `<a class="product-card__link" href="${href}"${label}><span class="product-card__media">${image}${statusBadgeHtml(card)}</span>${title}</a>` +
    `<div class="product-summary__text">${props.showPrice ? priceHtml(card) : ''}${excerpt}</div></li>`
  );
}

/** What the editor's canvas and preview say where a visitor sees nothing. */
function summaryHint(args: BlockRenderArgs, text: string): string {
  return args.context.editorHints ? `<p class="product-summary__hint">${escapeHtml(text)}</p>` : '';
}

/** The chosen category's "View all" link: its page under the cards' store page (`/{store}/c/{slug}`). */
function viewAllHtml(args: BlockRenderArgs, storeUrlId: string, category: ProductCategoryBlockData): string {
  const href = escapeAttr(safeHref(`/${storeUrlId}/c/${category.slug}`));
  return (
    `<p class="product-summary__more"><a href="${href}">` +
    `View all<span class="visually-hidden"> products in ${escapeHtml(category.name)}</span></a></p>`
  );
}

function renderSummary(args: BlockRenderArgs): string {
  const parsed = summaryPropsSchema.safeParse(args.block.props);
  if (!parsed.success || parsed.data.collectionId === '') return '';
  const props = parsed.data;
  let cards = args.context.collections.get(props.collectionId) ?? [];
  // A category narrows the store page's live products (already in the shop's order) to its own.
  const category = props.categoryId ? args.context.productCategories?.get(props.categoryId) : undefined;
  if (props.categoryId && !category) {
    return summaryHint(args, 'The chosen category no longer exists. Choose another, or All products.');
  }
  if (category) cards = cards.filter((card) => category.productIds.has(card.id));
  cards = cards.slice(0, props.limit);
  if (cards.length === 0) {
    return category ? summaryHint(args, `No products in “${category.name}” to show yet.`) : '';
  }
  const headingId = `summary-${args.block.id}-heading`;
  const heading = props.heading
    ? `<h2 class="product-summary__heading" id="${headingId}">${escapeHtml(props.heading)}</h2>`
    : '';
  const name = category ? category.name : 'Products';
  const labelled = props.heading ? ` aria-labelledby="${headingId}"` : ` aria-label="${escapeAttr(name)}"`;
  // The row scrolls sideways; focusable so a keyboard can scroll it.
  const focusable = props.layout === 'row' ? ' tabindex="0"' : '';
  return (
    `<section class="product-summary product-summary--${props.layout}" style="--summary-columns:${props.columns};--summary-phone-columns:${Math.min(props.columns, 2)}"${labelled}>` +
    heading +
    `<ul class="product-summary__list" role="list"${focusable}>` +
    cards.map((card, index) => summaryCard(card, props, args, index)).join('') +
    `</ul>` +
    (category && cards[0] ? viewAllHtml(args, cards[0].groupName, category) : '') +
    `</section>`
  );
}

/** Whether a product block shows an add-to-cart button: no options to choose first (sold out shows one, disabled). */
function canBuyFromBlock(card: ProductCard): boolean {
  return !card.requiresSelection;
}

/** The island marker of a product block's button (block ids are letters, digits, _ and -). */
export function productBlockIslandMarker(blockId: string): string {
  return `listing-button-block-${blockId}`;
}

/**
 * The product blocks of `document` that show an add-to-cart button, with their cards: the page loader
 * places a listing-button island for each at productBlockIslandMarker(blockId).
 */
export function productBlockPurchases(
  document: PageDocument,
  products: ReadonlyMap<string, ProductCard>,
): { marker: string; card: ProductCard }[] {
  const purchases: { marker: string; card: ProductCard }[] = [];
  for (const { block } of walkBlocks(document.blocks)) {
    if (block.type !== 'product') continue;
    const parsed = productBlockPropsSchema.safeParse(block.props);
    const card = parsed.success ? products.get(parsed.data.productId) : undefined;
    if (card && canBuyFromBlock(card)) purchases.push({ marker: productBlockIslandMarker(block.id), card });
  }
  return purchases;
}

function renderProduct(args: BlockRenderArgs): string {
  const parsed = productBlockPropsSchema.safeParse(args.block.props);
  if (!parsed.success) return '';
  const props = parsed.data;
  const card = args.context.products.get(props.productId);
  if (!card) return '';
  const href = escapeAttr(safeHref(card.fullUrl));
  const titleId = `product-${args.block.id}-title`;
  const media = props.showImage
    ? `<a class="product-block__media" href="${href}" tabindex="-1" aria-hidden="true">${productImageHtml(
        card,
        args.context,
        {
          sizes: props.layout === 'side' ? columnSizes(0.5) : columnSizes(1),
          aboveTheFold: args.aboveTheFold,
          className: 'product-block__img',
        },
      )}${statusBadgeHtml(card)}</a>`
    : '';
  // A product that can go straight into the cart gets the shop cards' button (the listing-button
  // island, placed by the page loader at this marker: productBlockPurchases); one whose options must be
  // chosen first leads to its page, where the full form is.
  const action = canBuyFromBlock(card)
    ? `<div class="product-block__buy"><!--island:${productBlockIslandMarker(args.block.id)}--></div>`
    : `<a class="button button--primary product-block__button" href="${href}" aria-describedby="${titleId}">View product</a>`;
  const status = card.statusClass ? ` ${escapeAttr(card.statusClass)}` : '';
  return (
    `<article class="product-block product-block--${props.layout}${status}" aria-labelledby="${titleId}">` +
    media +
    `<div class="product-block__details">` +
    `<h3 class="product-block__title" id="${titleId}"><a href="${href}">${escapeHtml(card.title)}</a></h3>` +
    (props.showImage ? '' : statusBadgeHtml(card)) +
    (props.showPrice ? priceHtml(card) : '') +
    action +
    `</div></article>`
  );
}

export const COMMERCE_RENDERERS = {
  summary: {
    render: renderSummary,
    references: (block) => {
      const parsed = summaryPropsSchema.safeParse(block.props);
      if (!parsed.success || !parsed.data.collectionId) return {};
      const { collectionId, categoryId } = parsed.data;
      return categoryId
        ? { collectionIds: [collectionId], productCategoryIds: [categoryId] }
        : { collectionIds: [collectionId] };
    },
  },
  product: {
    render: renderProduct,
    references: (block) => {
      const parsed = productBlockPropsSchema.safeParse(block.props);
      return parsed.success && parsed.data.productId ? { productIds: [parsed.data.productId] } : {};
    },
  },
} satisfies Record<string, BlockRenderer>;
