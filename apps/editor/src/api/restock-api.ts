import {
  MAILING_LIST_API,
  RESTOCK_API,
  type MailingListPage,
  type RestockGroup,
  type RestockGroupsAnswer,
  type RestockSendAnswer,
  type RestockSendRequest,
  type RestockSignUpsAnswer,
} from '@plinth/contracts';
import {
  mailingListPageSchema,
  restockGroupsAnswerSchema,
  restockSendAnswerSchema,
  restockSignUpsAnswerSchema,
} from '@plinth/contracts/schemas';
import { checkedAnswer } from './checked-answer';
import { ownerFetch } from './owner-fetch';

/** A guard against a server that always says there is another page: far above any real list. */
export const RESTOCK_GROUP_PAGES_MAX = 200;

function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export async function listRestockGroupsPage(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<RestockGroupsAnswer> {
  const answer = await ownerFetch<unknown>(withQuery(RESTOCK_API.groups, { cursor }), { signal });
  return checkedAnswer(restockGroupsAnswerSchema, answer, `GET ${RESTOCK_API.groups}`);
}

/** Every group: pages are followed until none remain (seed 000 section 7). */
export async function listAllRestockGroups(signal?: AbortSignal): Promise<RestockGroup[]> {
  const groups: RestockGroup[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < RESTOCK_GROUP_PAGES_MAX; page++) {
    const answer = await listRestockGroupsPage(cursor, signal);
    groups.push(...answer.signUpGroups);
    if (!answer.hasNextPage || !answer.nextPageCursor) break;
    cursor = answer.nextPageCursor;
  }
  return groups;
}

export async function listRestockSignUps(
  variant: RestockSendRequest,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<RestockSignUpsAnswer> {
  const url = withQuery(RESTOCK_API.signUps, { ...variant, cursor });
  const answer = await ownerFetch<unknown>(url, { signal });
  return checkedAnswer(restockSignUpsAnswerSchema, answer, `GET ${RESTOCK_API.signUps}`);
}

export async function sendRestockNotices(variant: RestockSendRequest): Promise<RestockSendAnswer> {
  const answer = await ownerFetch<unknown>(RESTOCK_API.send, { method: 'POST', json: variant });
  return checkedAnswer(restockSendAnswerSchema, answer, `POST ${RESTOCK_API.send}`);
}

export async function sendAllRestockNotices(sendRequests: RestockSendRequest[]): Promise<RestockSendAnswer> {
  const answer = await ownerFetch<unknown>(RESTOCK_API.sendAll, { method: 'POST', json: { sendRequests } });
  return checkedAnswer(restockSendAnswerSchema, answer, `POST ${RESTOCK_API.sendAll}`);
}

export async function listMailingListPage(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<MailingListPage> {
  const answer = await ownerFetch<unknown>(withQuery(MAILING_LIST_API.members, { cursor }), { signal });
  return checkedAnswer(mailingListPageSchema, answer, `GET ${MAILING_LIST_API.members}`);
}
