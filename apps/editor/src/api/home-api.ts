import type { OwnerHome } from '@plinth/contracts';
import { OWNER_HOME_API, ownerHomeSchema } from '@plinth/contracts/schemas';
import { checkedAnswer } from './checked-answer';
import { ownerFetch } from './owner-fetch';

/** GET /config/api/home: the owner's home summary for the current site. */
export async function loadOwnerHome(signal?: AbortSignal): Promise<OwnerHome> {
  const answer = await ownerFetch<unknown>(OWNER_HOME_API.home, { signal });
  return checkedAnswer(ownerHomeSchema, answer, `GET ${OWNER_HOME_API.home}`);
}
