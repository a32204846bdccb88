import type { OwnerHome, OwnerHomeSetupAnswer } from '@plinth/contracts';
import { OWNER_HOME_API, ownerHomeSchema, ownerHomeSetupAnswerSchema } from '@plinth/contracts/schemas';
import { checkedAnswer } from './checked-answer';
import { ownerFetch } from './owner-fetch';

/** GET /config/api/home: the owner's home summary for the current site. */
export async function loadOwnerHome(signal?: AbortSignal): Promise<OwnerHome> {
  const answer = await ownerFetch<unknown>(OWNER_HOME_API.home, { signal });
  return checkedAnswer(ownerHomeSchema, answer, `GET ${OWNER_HOME_API.home}`);
}

/** PUT /config/api/home/setup: hides the setup guide (true) or shows it again (false). */
export async function setSetupGuideDismissed(dismissed: boolean): Promise<OwnerHomeSetupAnswer> {
  const answer = await ownerFetch<unknown>(OWNER_HOME_API.setup, { method: 'PUT', json: { dismissed } });
  return checkedAnswer(ownerHomeSetupAnswerSchema, answer, `PUT ${OWNER_HOME_API.setup}`);
}
