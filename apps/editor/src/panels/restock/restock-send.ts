import type { RestockGroup, RestockSendRequest } from '@plinth/contracts';

/** Variants one bulk request names: small enough that the progress bar moves on a long list. */
export const BULK_SEND_BATCH = 20;

/** "Linen Shirt — Navy / L", or the product name alone when it has no options. */
export function groupLabel(group: Pick<RestockGroup, 'productName' | 'variantLabel'>): string {
  return group.variantLabel ? `${group.productName} — ${group.variantLabel}` : group.productName;
}

/** A send is worth it only once the variant is back: unlimited or some in stock. */
export function isSendable(group: Pick<RestockGroup, 'unlimited' | 'qtyInStock'>): boolean {
  return group.unlimited || group.qtyInStock > 0;
}

export function emailsQueued(queued: number): string {
  return queued === 1 ? '1 email queued' : `${queued} emails queued`;
}

export function sendRequestOf(group: RestockGroup): RestockSendRequest {
  return { productId: group.productId, variantId: group.variantId };
}

/** The groups in batches of BULK_SEND_BATCH, in list order. */
export function bulkBatches(groups: readonly RestockGroup[]): RestockGroup[][] {
  const batches: RestockGroup[][] = [];
  for (let start = 0; start < groups.length; start += BULK_SEND_BATCH) {
    batches.push(groups.slice(start, start + BULK_SEND_BATCH));
  }
  return batches;
}

/** A bulk batch's log line names its variants: "Linen Shirt — Navy / L, Linen Shirt — Sand / M". */
export function batchLabel(batch: readonly RestockGroup[]): string {
  return batch.map(groupLabel).join(', ');
}
