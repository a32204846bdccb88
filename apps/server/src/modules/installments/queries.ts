import type { Executor } from '@plinth/db';

/** The product type of each of these products of the site (a cart's items), by product id. */
export async function listProductTypes(
  executor: Executor,
  websiteId: string,
  productIds: readonly string[],
): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await executor
    .selectFrom('products')
    .select(['id', 'product_type'])
    .where('website_id', '=', websiteId)
    .where('id', 'in', [...productIds])
    .execute();
  return new Map(rows.map((row) => [row.id, row.product_type]));
}
