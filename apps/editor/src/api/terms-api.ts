import {
  TERMS_API,
  type TermCreateRequest,
  type TermKind,
  type TermListAnswer,
  type TermUpdateRequest,
  type TermWithCount,
} from '@plinth/contracts';
import { termListSchema, termWithCountSchema } from '@plinth/contracts/schemas';
import { checkedAnswer } from './checked-answer';
import { ownerFetch } from './owner-fetch';

/** The tag and category manager's owner API (contracts' TERMS_API, docs/terms.md). */
const termPath = (id: string) => TERMS_API.term.replace(':id', encodeURIComponent(id));

export async function listTerms(kind: TermKind, signal?: AbortSignal): Promise<TermListAnswer> {
  const answer = await ownerFetch<unknown>(`${TERMS_API.list}?kind=${kind}`, { signal });
  return checkedAnswer(termListSchema, answer, `GET ${TERMS_API.list}`);
}

/** Rejects with an ApiError: 409 TERM_EXISTS ("This tag already exists") or a 400 naming `name`. */
export async function createTerm(input: TermCreateRequest): Promise<TermWithCount> {
  const answer = await ownerFetch<unknown>(TERMS_API.list, { method: 'POST', json: input });
  return checkedAnswer(termWithCountSchema, answer, `POST ${TERMS_API.list}`);
}

export async function updateTerm(id: string, input: TermUpdateRequest): Promise<TermWithCount> {
  const answer = await ownerFetch<unknown>(termPath(id), { method: 'PATCH', json: input });
  return checkedAnswer(termWithCountSchema, answer, `PATCH ${TERMS_API.term}`);
}

/** Moves every use of `id` to `targetId`; `id` is deleted and its address redirects to the target. */
export async function mergeTerm(id: string, targetId: string): Promise<TermWithCount> {
  const answer = await ownerFetch<unknown>(TERMS_API.merge.replace(':id', encodeURIComponent(id)), {
    method: 'POST',
    json: { targetId },
  });
  return checkedAnswer(termWithCountSchema, answer, `POST ${TERMS_API.merge}`);
}

export async function deleteTerm(id: string): Promise<void> {
  await ownerFetch<null>(termPath(id), { method: 'DELETE' });
}
