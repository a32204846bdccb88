import {
  CONTENT_API as API,
  type ContentBulkInput,
  type ContentCollectionList,
  type ContentItemDetail,
  type ContentItemInput,
  type ContentItemList,
  type ContentItemListQuery,
  type ContentItemUpdateInput,
} from '@plinth/contracts';
import {
  contentBulkResultSchema,
  contentCollectionListSchema,
  contentItemDetailSchema,
  contentItemListSchema,
} from '@plinth/contracts/schemas';
import { checkedAnswer } from './checked-answer';
import { ownerFetch } from './owner-fetch';

const withId = (template: string, id: string) => template.replace(':id', encodeURIComponent(id));

/** The site's blogs and events pages, and the site's time zone. */
export async function listCollections(signal?: AbortSignal): Promise<ContentCollectionList> {
  const answer = await ownerFetch<unknown>(API.collections, { signal });
  return checkedAnswer(contentCollectionListSchema, answer, `GET ${API.collections}`);
}

/** One page of a collection's items, newest first, with the list's search and filters. */
export async function listContentItems(
  collectionId: string,
  query: ContentItemListQuery,
  signal?: AbortSignal,
): Promise<ContentItemList> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  const url = `${withId(API.items, collectionId)}${search ? `?${search}` : ''}`;
  return checkedAnswer(contentItemListSchema, await ownerFetch<unknown>(url, { signal }), `GET ${API.items}`);
}

export async function createContentItem(
  collectionId: string,
  input: ContentItemInput,
): Promise<ContentItemDetail> {
  const answer = await ownerFetch<unknown>(withId(API.items, collectionId), { method: 'POST', json: input });
  return checkedAnswer(contentItemDetailSchema, answer, `POST ${API.items}`);
}

export async function getContentItem(id: string, signal?: AbortSignal): Promise<ContentItemDetail> {
  const answer = await ownerFetch<unknown>(withId(API.item, id), { signal });
  return checkedAnswer(contentItemDetailSchema, answer, `GET ${API.item}`);
}

export async function updateContentItem(
  id: string,
  input: ContentItemUpdateInput,
): Promise<ContentItemDetail> {
  const answer = await ownerFetch<unknown>(withId(API.item, id), { method: 'PUT', json: input });
  return checkedAnswer(contentItemDetailSchema, answer, `PUT ${API.item}`);
}

/** Deletes the items or gives them one status, all or nothing; answers how many changed. */
export async function bulkChangeItems(collectionId: string, input: ContentBulkInput): Promise<number> {
  const answer = await ownerFetch<unknown>(withId(API.bulk, collectionId), { method: 'POST', json: input });
  return checkedAnswer(contentBulkResultSchema, answer, `POST ${API.bulk}`).changed;
}
