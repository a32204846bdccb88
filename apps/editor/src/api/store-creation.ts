import {
  DEFAULT_TEMPLATE_ID,
  getSiteLayout,
  mainNavigationOf,
  updateNavigation,
  type NavigationItem,
} from './navigation-api';
import { ownerFetch } from './owner-fetch';

export interface NewStorePage {
  title: string;
  /** The page's address under the site, e.g. "shop"; lower-case words and hyphens. */
  urlId: string;
  description: string;
  addToMainNavigation: boolean;
}

export interface CreatedStorePage {
  id: string;
  [field: string]: unknown;
}

/** Seed 001 section 5: "max category length 25". */
export const CATEGORY_NAME_MAX_LENGTH = 25;

/**
 * Store creation (seed 001 sections 3, 4 and 7): the product collection, then its ROOT category, then,
 * when asked, a link to it at the end of the main navigation. Any step's failure rejects; the steps done
 * before it stay done (the new page then shows in the list without its link).
 */
export async function createStorePage(websiteId: string, page: NewStorePage): Promise<CreatedStorePage> {
  const base = `/api/content-service/product/1.1/websites/${encodeURIComponent(websiteId)}/products`;
  const collection = await ownerFetch<CreatedStorePage>(base, {
    method: 'POST',
    json: {
      navigationTitle: page.title,
      title: page.title,
      urlId: page.urlId,
      description: page.description,
      enabled: true,
    },
  });
  await ownerFetch<unknown>(`${base}/${encodeURIComponent(collection.id)}/categories`, {
    method: 'POST',
    json: {
      displayName: page.title.trim().slice(0, CATEGORY_NAME_MAX_LENGTH).trimEnd(),
      parentCategoryId: undefined,
      type: 'ROOT',
      pageRendering: 'LIST_VIEW',
      displayIndex: 1,
    },
  });
  if (page.addToMainNavigation) {
    const siteLayout = await getSiteLayout();
    const main = mainNavigationOf(siteLayout);
    // A navigation never saved lists every store page by default, the new one already among them.
    if (main.links.some((link) => link.collectionId === collection.id)) return collection;
    const link: NavigationItem = {
      title: page.title,
      collectionId: collection.id,
      externalLink: null,
      memberAreaId: null,
      newWindow: false,
      items: [],
    };
    await updateNavigation({
      fieldName: 'mainNavigation',
      templateId: siteLayout.templateId ?? DEFAULT_TEMPLATE_ID,
      items: [...main.links, link],
    });
  }
  return collection;
}
