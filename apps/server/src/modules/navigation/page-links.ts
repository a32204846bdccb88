import {
  sitePageMessage,
  type NavigationField,
  type NavigationItem,
  type StoredNavigations,
} from '@plinth/contracts';
import {
  DEFAULT_TEMPLATE_ID,
  NAVIGATION_FIELDS,
  NAVIGATION_MAX_ITEMS,
  storedNavigationsSchema,
} from '@plinth/contracts/schemas';
import type { Executor } from '@plinth/db';
import { readStoredSection, updateStoredSettingsIn, withStoredSection, type StoredSettings } from '../sites';
import { navigationInvalid } from './errors';
import { listSiteCollections } from './queries';
import { NAVIGATION_SECTION } from './service';
import { defaultMainNavigation } from './site-layout';

/**
 * Navigation links to block pages, changed with the page (issue 10 part 5): a link stores the page's
 * id as its `collectionId` (UpdateNavigation's shape, where a page is a collection), so it follows the
 * page's slug; these run inside the pages service's write transaction, so a page and its links are
 * created or deleted together. The caller drops cached sites after the commit.
 */

function storedOf(settings: StoredSettings): StoredNavigations {
  return readStoredSection(settings, NAVIGATION_SECTION, storedNavigationsSchema, {});
}

function linksTo(items: readonly NavigationItem[], pageId: string): boolean {
  return items.some((item) => item.collectionId === pageId || linksTo(item.items ?? [], pageId));
}

/** For each block page a navigation links to, which navigations do (main first). */
export function pageNavigationIndex(settings: StoredSettings): Map<string, NavigationField[]> {
  const stored = storedOf(settings);
  const index = new Map<string, NavigationField[]>();
  for (const field of NAVIGATION_FIELDS) {
    const links = (stored[field]?.items ?? []).flatMap((item) => item.items ?? [item]);
    for (const id of new Set(links.map((link) => link.collectionId))) {
      if (id !== null) index.set(id, [...(index.get(id) ?? []), field]);
    }
  }
  return index;
}

/**
 * Appends a link to the page at the end of the main navigation, unless it already links to it. A main
 * navigation never saved is its default (Home and the store pages) plus the new link. Refuses (400
 * NAVIGATION_TOO_MANY_ITEMS on `addToNavigation`) when the navigation is full.
 */
export async function addPageToMainNavigation(
  trx: Executor,
  websiteId: string,
  page: { id: string; title: string },
): Promise<void> {
  const collections = await listSiteCollections(trx, websiteId);
  await updateStoredSettingsIn(trx, websiteId, (settings) => {
    const stored = storedOf(settings);
    const main = stored.mainNavigation ?? {
      templateId: DEFAULT_TEMPLATE_ID,
      items: defaultMainNavigation(collections),
    };
    if (linksTo(main.items, page.id)) return settings;
    const total = main.items.reduce((n, item) => n + 1 + (item.items?.length ?? 0), 0);
    if (total >= NAVIGATION_MAX_ITEMS) {
      throw navigationInvalid(
        'NAVIGATION_TOO_MANY_ITEMS',
        'addToNavigation',
        sitePageMessage('navigationFull'),
      );
    }
    const link: NavigationItem = {
      title: page.title.slice(0, 80),
      collectionId: page.id,
      externalLink: null,
      memberAreaId: null,
      newWindow: false,
    };
    const next = { ...stored, mainNavigation: { ...main, items: [...main.items, link] } };
    return withStoredSection(settings, NAVIGATION_SECTION, next);
  });
}

function withoutPage(items: readonly NavigationItem[], pageId: string): NavigationItem[] {
  const kept: NavigationItem[] = [];
  for (const item of items) {
    if (item.collectionId === pageId) continue;
    if (item.items) {
      const children = withoutPage(item.items, pageId);
      // A folder left empty goes with its last link (UpdateNavigation refuses an empty folder).
      if (children.length > 0) kept.push({ ...item, items: children });
    } else kept.push(item);
  }
  return kept;
}

/** Removes every link to the page from both navigations; answers which navigations had one. */
export async function removePageFromNavigations(
  trx: Executor,
  websiteId: string,
  pageId: string,
): Promise<NavigationField[]> {
  const changed: NavigationField[] = [];
  await updateStoredSettingsIn(trx, websiteId, (settings) => {
    const stored = storedOf(settings);
    const next: StoredNavigations = { ...stored };
    for (const field of NAVIGATION_FIELDS) {
      const navigation = stored[field];
      if (!navigation || !linksTo(navigation.items, pageId)) continue;
      next[field] = { ...navigation, items: withoutPage(navigation.items, pageId) };
      changed.push(field);
    }
    return changed.length === 0 ? settings : withStoredSection(settings, NAVIGATION_SECTION, next);
  });
  return changed;
}
