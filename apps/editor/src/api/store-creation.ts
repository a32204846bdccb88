import {
  type CreateCategoryRequest,
  type CreateStorePageRequest,
  type ResolvedLink,
  type StorePage,
} from '@plinth/contracts';
import {
  CATEGORY_NAME_MAX_LENGTH,
  DEFAULT_TEMPLATE_ID,
  storeCategorySchema,
  storePageSchema,
} from '@plinth/contracts/schemas';
import { checkedAnswer } from './checked-answer';
import { getSiteLayout, mainNavigationOf, updateNavigation } from './navigation-api';
import { ownerFetch } from './owner-fetch';

/** What the new-store-page dialog asks for; the urlId is the page's address under the site ("shop"). */
export type NewStorePage = Required<Pick<CreateStorePageRequest, 'title' | 'urlId' | 'description'>> & {
  addToMainNavigation: boolean;
};

/**
 * Store creation (seed 001 sections 3, 4 and 7): the product collection, then its ROOT category, then,
 * when asked, a link to it at the end of the main navigation. Any step's failure rejects; the steps done
 * before it stay done (the new page then shows in the list without its link).
 */
export async function createStorePage(websiteId: string, page: NewStorePage): Promise<StorePage> {
  const base = `/api/content-service/product/1.1/websites/${encodeURIComponent(websiteId)}/products`;
  const pageBody: CreateStorePageRequest = {
    navigationTitle: page.title,
    title: page.title,
    urlId: page.urlId,
    description: page.description,
    enabled: true,
  };
  const collection = checkedAnswer(
    storePageSchema,
    await ownerFetch<unknown>(base, { method: 'POST', json: pageBody }),
    'POST …/websites/{websiteId}/products',
  );
  const categoryBody: CreateCategoryRequest = {
    displayName: page.title.trim().slice(0, CATEGORY_NAME_MAX_LENGTH).trimEnd(),
    parentCategoryId: undefined,
    type: 'ROOT',
    pageRendering: 'LIST_VIEW',
    displayIndex: 1,
  };
  checkedAnswer(
    storeCategorySchema,
    await ownerFetch<unknown>(`${base}/${encodeURIComponent(collection.id)}/categories`, {
      method: 'POST',
      json: categoryBody,
    }),
    'POST …/products/{collectionId}/categories',
  );
  if (page.addToMainNavigation) {
    const main = mainNavigationOf(await getSiteLayout());
    // A navigation never saved lists every store page by default, the new one already among them.
    if (main.links.some((link) => link.collectionId === collection.id)) return collection;
    const link: ResolvedLink = {
      title: page.title,
      collectionId: collection.id,
      externalLink: null,
      memberAreaId: null,
      newWindow: false,
      url: null,
      items: [],
    };
    await updateNavigation({
      fieldName: 'mainNavigation',
      templateId: DEFAULT_TEMPLATE_ID,
      items: [...main.links, link],
    });
  }
  return collection;
}
