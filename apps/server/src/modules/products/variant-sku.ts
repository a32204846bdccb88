import { slugify } from '@plinth/commerce';
import { PRODUCT_LIMITS } from '@plinth/contracts';
import type { Executor } from '@plinth/db';
import { listSkusStartingWith } from './queries';

const TITLE_PART_MAX = 40;

/**
 * Makes up SKUs for the variants that came without one: TITLE-VALUES in capitals ("LINEN-SHIRT-M-SAND"),
 * with "-2", "-3"... when that is taken in the site or by another variant of this input.
 */
export async function fillMissingSkus(
  executor: Executor,
  websiteId: string,
  title: string,
  variants: readonly { sku?: string | undefined; attributes: Record<string, string> }[],
  optionNames: readonly string[],
): Promise<string[]> {
  const given = variants.map((v) => v.sku ?? '');
  if (given.every((sku) => sku !== '')) return given;
  const titlePart = skuPart(title).slice(0, TITLE_PART_MAX).replace(/-+$/, '') || 'SKU';
  const taken = new Set([...given, ...(await listSkusStartingWith(executor, websiteId, titlePart))]);
  return variants.map((variant, i) => {
    const sku = given[i] ?? '';
    if (sku !== '') return sku;
    const values = optionNames.map((name) => skuPart(variant.attributes[name] ?? '')).filter(Boolean);
    const base = [titlePart, ...values].join('-').slice(0, PRODUCT_LIMITS.skuMax - 8);
    let candidate = base;
    for (let n = 2; taken.has(candidate); n += 1) candidate = `${base}-${n}`;
    taken.add(candidate);
    return candidate;
  });
}

function skuPart(text: string): string {
  return slugify(text).toUpperCase();
}
