import type { ProductDetail, ProductList, ProductListItem } from '@plinth/contracts';
import { pickerMessage } from './picker-messages';

/** How many results a picker shows at first, and how many more each Load More adds. */
export const PICKER_PAGE_SIZE = 20;

/** A product as its picker shows it: name, the lowest price a shopper pays, the first image. */
export interface ProductChoice {
  id: string;
  title: string;
  priceCents: number;
  imageUrl: string | null;
  soldOut: boolean;
}

/** A store page (a product collection) as its picker shows it. */
export interface CollectionChoice {
  id: string;
  title: string;
  urlId: string;
  productCount: number;
}

export function productChoiceOfListItem(item: ProductListItem): ProductChoice {
  return {
    id: item.id,
    title: item.title,
    priceCents: item.priceCents,
    imageUrl: item.image?.url ?? null,
    soldOut: item.soldOut,
  };
}

/** The same from one product's detail: the price is the lowest a shopper pays (the sale price on sale). */
export function productChoiceOfDetail(detail: ProductDetail): ProductChoice {
  const prices = detail.variants.map((v) => (v.onSale ? v.salePriceCents : v.priceCents));
  return {
    id: detail.id,
    title: detail.title,
    priceCents: prices.length > 0 ? Math.min(...prices) : 0,
    imageUrl: detail.images[0]?.url ?? detail.variants.find((v) => v.image)?.image?.url ?? null,
    soldOut: detail.variants.every((v) => !v.unlimited && v.stock <= 0),
  };
}

/** The store pages with how many products each holds, in the list's order. */
export function collectionChoicesOf(list: ProductList): CollectionChoice[] {
  const counts = new Map<string, number>();
  for (const product of list.products) {
    counts.set(product.collectionId, (counts.get(product.collectionId) ?? 0) + 1);
  }
  return list.collections.map((c) => ({
    id: c.id,
    title: c.title,
    urlId: c.urlId,
    productCount: counts.get(c.id) ?? 0,
  }));
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Store pages whose title or address contains the query, ignoring case and accents. */
export function filterCollections(choices: readonly CollectionChoice[], query: string): CollectionChoice[] {
  const q = fold(query.trim());
  if (q === '') return [...choices];
  return choices.filter((c) => fold(c.title).includes(q) || fold(c.urlId).includes(q));
}

export function productCountText(count: number): string {
  return count === 1 ? pickerMessage('oneProduct') : pickerMessage('productCount', { count });
}

/** What the list's status line says once results are in. */
export function resultCountText(shown: number, total: number): string {
  if (shown < total) return pickerMessage('showingSome', { shown, count: total });
  return total === 1 ? pickerMessage('oneResult') : pickerMessage('resultCount', { count: total });
}

/**
 * The keyboard's move through the shown results: the arrows step (stopping at the ends), Page Up and
 * Page Down jump five, Home and End with Ctrl go to the ends. Null for a key the list does not use.
 */
export function nextActiveIndex(key: string, ctrl: boolean, active: number, count: number): number | null {
  if (count === 0) return null;
  const clamp = (n: number) => Math.max(0, Math.min(count - 1, n));
  switch (key) {
    case 'ArrowDown':
      return active < 0 ? 0 : clamp(active + 1);
    case 'ArrowUp':
      return active < 0 ? count - 1 : clamp(active - 1);
    case 'PageDown':
      return clamp(active + 5);
    case 'PageUp':
      return clamp(active - 5);
    case 'Home':
      return ctrl ? 0 : null;
    case 'End':
      return ctrl ? count - 1 : null;
    default:
      return null;
  }
}
