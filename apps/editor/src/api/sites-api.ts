import { type CreatedSite, type CreateSiteRequest } from '@plinth/contracts';
import { createdSiteSchema } from '@plinth/contracts/schemas';
import { EDITOR_BASE } from '../router/router';
import { checkedAnswer } from './checked-answer';
import { ownerFetch } from './owner-fetch';

const SITES = `${EDITOR_BASE}/api/sites`;

/** Creates a site from a starting template; the signed-in owner becomes its Administrator. */
export async function createSite(input: CreateSiteRequest): Promise<CreatedSite> {
  const answer = await ownerFetch<unknown>(SITES, { method: 'POST', json: input });
  return checkedAnswer(createdSiteSchema, answer, `POST ${SITES}`);
}
