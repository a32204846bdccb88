import {
  type NavigationField,
  type ResolvedLink,
  type SiteLayout,
  type SiteLayoutEntry,
  type UpdateNavigationRequest,
} from '@plinth/contracts';
import { siteLayoutSchema, updateNavigationAnswerSchema } from '@plinth/contracts/schemas';
import { EDITOR_MESSAGES } from '../messages';
import { checkedAnswer } from './checked-answer';
import { ownerFetch } from './owner-fetch';

const SITE_LAYOUT = '/api/commondata/GetSiteLayout';
const UPDATE_NAVIGATION = '/api/widget/UpdateNavigation';

export async function getSiteLayout(signal?: AbortSignal): Promise<SiteLayout> {
  const answer = await ownerFetch<unknown>(SITE_LAYOUT, { signal });
  return checkedAnswer(siteLayoutSchema, answer, `GET ${SITE_LAYOUT}`);
}

/** layout[0] is the main navigation; a site without one is an error (seed 001 section 8). */
export function mainNavigationOf(siteLayout: SiteLayout): SiteLayoutEntry {
  const main = siteLayout.layout[0];
  if (!main) throw new Error(EDITOR_MESSAGES.mainNavigationMissing);
  return main;
}

type SavedItem = UpdateNavigationRequest['navigation']['items'][number];

/**
 * What UpdateNavigation takes: the items as GetSiteLayout gave them (a new link has a null `url`),
 * without the resolved `url`.
 */
function toSaved(item: ResolvedLink): SavedItem {
  return {
    title: item.title,
    collectionId: item.collectionId,
    externalLink: item.externalLink,
    memberAreaId: item.memberAreaId,
    newWindow: item.newWindow,
    items: item.items.map(toSaved),
  };
}

export async function updateNavigation(input: {
  fieldName: NavigationField;
  templateId: string;
  items: readonly ResolvedLink[];
}): Promise<void> {
  const body: UpdateNavigationRequest = {
    fieldName: input.fieldName,
    templateId: input.templateId,
    navigation: { items: input.items.map(toSaved) },
  };
  const answer = await ownerFetch<unknown>(UPDATE_NAVIGATION, { method: 'POST', json: body });
  checkedAnswer(updateNavigationAnswerSchema, answer, `POST ${UPDATE_NAVIGATION}`);
}
