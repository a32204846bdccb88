import { type InventoryItem, type InventoryList } from '@plinth/contracts';
import { inventoryItemSchema, inventoryListSchema } from '@plinth/contracts/schemas';
import { EDITOR_BASE } from '../router/router';
import { checkedAnswer } from './checked-answer';
import { ownerFetch } from './owner-fetch';

const INVENTORY = `${EDITOR_BASE}/api/inventory`;

export async function listInventory(query: string, signal?: AbortSignal): Promise<InventoryList> {
  const q = query.trim();
  const answer = await ownerFetch<unknown>(q ? `${INVENTORY}?q=${encodeURIComponent(q)}` : INVENTORY, {
    signal,
  });
  return checkedAnswer(inventoryListSchema, answer, `GET ${INVENTORY}`);
}

/** Sets the count, the unlimited flag or both; resolves with the variant as stored. */
export async function updateInventory(
  variantId: string,
  change: { stock?: number; unlimited?: boolean },
): Promise<InventoryItem> {
  const answer = await ownerFetch<unknown>(`${INVENTORY}/${encodeURIComponent(variantId)}`, {
    method: 'PUT',
    json: change,
  });
  return checkedAnswer(inventoryItemSchema, answer, `PUT ${INVENTORY}/{variantId}`);
}

/** Adds (or with a negative number removes) units, safe against a sale landing at the same time. */
export async function adjustInventory(variantId: string, by: number): Promise<InventoryItem> {
  const answer = await ownerFetch<unknown>(`${INVENTORY}/${encodeURIComponent(variantId)}/adjust`, {
    method: 'POST',
    json: { by },
  });
  return checkedAnswer(inventoryItemSchema, answer, `POST ${INVENTORY}/{variantId}/adjust`);
}
