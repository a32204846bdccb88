import { EDITOR_MESSAGES } from '../messages';
import { ownerFetch } from './owner-fetch';

/**
 * One link of a navigation (seed 001 section 3). A link has one target: a store page (collectionId) or
 * an address (externalLink: "/", "https://…", "mailto:…", "tel:…"). A folder has no target and holds
 * links in `items`, one level deep.
 */
export interface NavigationItem {
  title: string;
  collectionId: string | null;
  externalLink: string | null;
  memberAreaId: string | null;
  newWindow: boolean;
  items: NavigationItem[];
  /** Where the link leads, as GetSiteLayout resolved it; not sent back. */
  url?: string | null;
}

export interface NavigationLayout {
  identifier: string;
  links: NavigationItem[];
}

export interface SiteLayout {
  layout: NavigationLayout[];
  /** The theme the navigation belongs to, when the server names it. */
  templateId?: string;
}

export type NavigationField = 'mainNavigation' | 'secondaryNavigation';

/** The template id UpdateNavigation needs when GetSiteLayout names none: the default theme. */
export const DEFAULT_TEMPLATE_ID = 'default';

export function getSiteLayout(signal?: AbortSignal): Promise<SiteLayout> {
  return ownerFetch<SiteLayout>('/api/commondata/GetSiteLayout', { signal });
}

/** layout[0] is the main navigation; a site without one is an error (seed 001 section 8). */
export function mainNavigationOf(siteLayout: SiteLayout): NavigationLayout {
  const main = siteLayout.layout[0];
  if (!main) throw new Error(EDITOR_MESSAGES.mainNavigationMissing);
  return main;
}

/** What UpdateNavigation takes: the items without the resolved `url`. */
function toSaved(item: NavigationItem): NavigationItem {
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
  items: NavigationItem[];
}): Promise<void> {
  await ownerFetch<unknown>('/api/widget/UpdateNavigation', {
    method: 'POST',
    json: {
      fieldName: input.fieldName,
      templateId: input.templateId,
      navigation: { items: input.items.map(toSaved) },
    },
  });
}
