import type { InventoryItem, InventoryList } from '@plinth/contracts';
import { ownerFetch } from './owner-fetch';
import { EDITOR_BASE } from '../router/router';

const INVENTORY = `${EDITOR_BASE}/api/inventory`;

export function listInventory(query: string, signal?: AbortSignal): Promise<InventoryList> {
  const q = query.trim();
  return ownerFetch<InventoryList>(q ? `${INVENTORY}?q=${encodeURIComponent(q)}` : INVENTORY, { signal });
}

/** Sets the count, the unlimited flag or both; resolves with the variant as stored. */
export function updateInventory(
  variantId: string,
  change: { stock?: number; unlimited?: boolean },
): Promise<InventoryItem> {
  return ownerFetch<InventoryItem>(`${INVENTORY}/${encodeURIComponent(variantId)}`, {
    method: 'PUT',
    json: change,
  });
}

/** Adds (or with a negative number removes) units, safe against a sale landing at the same time. */
export function adjustInventory(variantId: string, by: number): Promise<InventoryItem> {
  return ownerFetch<InventoryItem>(`${INVENTORY}/${encodeURIComponent(variantId)}/adjust`, {
    method: 'POST',
    json: { by },
  });
}
