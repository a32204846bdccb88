import type { Db } from '@plinth/db';
import { readStoredSection, updateStoredSettings, withStoredSection, type Site } from '../sites';
import { memberAreasUnavailable, navigationInvalid } from './errors';
import {
  type NavigationChildInput,
  type NavigationItem,
  type NavigationItemInput,
  type StoredNavigations,
  type UpdateNavigationBody,
} from '@plinth/contracts';
import { NAVIGATION_MAX_ITEMS, storedNavigationsSchema } from '@plinth/contracts/schemas';
import { listSiteCollectionIds, listSitePageIds } from './queries';

/** Where both navigations live in websites.settings. */
export const NAVIGATION_SECTION = 'navigation';
const SECTION = NAVIGATION_SECTION;

export function getStoredNavigations(site: Pick<Site, 'settings'>): StoredNavigations {
  return readStoredSection(site.settings, SECTION, storedNavigationsSchema, {});
}

type ItemInput = NavigationItemInput | NavigationChildInput;

function targetsOf(item: ItemInput): string[] {
  return [item.collectionId, item.externalLink, item.memberAreaId].filter((t): t is string => t !== null);
}

function quoted(item: ItemInput): string {
  return JSON.stringify(item.title);
}

/** A link inside a folder: exactly one target, nothing nested under it. */
function checkChild(item: NavigationChildInput, field: string): NavigationItem {
  if (item.memberAreaId !== null) throw memberAreasUnavailable(`${field}.memberAreaId`);
  if (item.items && item.items.length > 0) {
    throw navigationInvalid(
      'NAVIGATION_TOO_DEEP',
      field,
      `${quoted(item)} is nested too deep: folders hold links, not other folders.`,
    );
  }
  return toLink(item, field, 'a link inside a folder needs a page, a store page or a web address');
}

function toLink(item: ItemInput, field: string, noTargetReason: string): NavigationItem {
  const targets = targetsOf(item);
  if (targets.length === 0) {
    throw navigationInvalid(
      'NAVIGATION_ITEM_NO_TARGET',
      field,
      `${quoted(item)} has no target: ${noTargetReason}.`,
    );
  }
  if (targets.length > 1) {
    throw navigationInvalid(
      'NAVIGATION_ITEM_TARGETS',
      field,
      `${quoted(item)} has more than one target: choose one of a store page or a web address.`,
    );
  }
  const { title, collectionId, externalLink, memberAreaId, newWindow } = item;
  return { title, collectionId, externalLink, memberAreaId, newWindow };
}

/** A top-level item: a link, or a folder (no target) holding at least one link. */
function checkTopItem(item: NavigationItemInput, field: string): NavigationItem {
  if (item.memberAreaId !== null) throw memberAreasUnavailable(`${field}.memberAreaId`);
  const children = item.items ?? [];
  if (targetsOf(item).length > 0) {
    if (children.length > 0) {
      throw navigationInvalid(
        'NAVIGATION_LINK_HAS_ITEMS',
        field,
        `${quoted(item)} links somewhere, so it cannot hold other links: remove its target to make it a folder.`,
      );
    }
    return toLink(item, field, 'it needs a target');
  }
  if (children.length === 0) {
    throw navigationInvalid(
      'NAVIGATION_EMPTY_FOLDER',
      field,
      `${quoted(item)} is a folder with no links in it: add a link to it, or give it a target.`,
    );
  }
  const items = children.map((child, j) => checkChild(child, `${field}.items.${j}`));
  return {
    title: item.title,
    collectionId: null,
    externalLink: null,
    memberAreaId: null,
    newWindow: false,
    items,
  };
}

/**
 * The rules the schema cannot express (docs/decisions/0006): at most 100 items in all, nesting one
 * level deep, exactly one target per link, and every linked page (store or block page) one of this site's.
 */
export async function checkNavigation(
  db: Db,
  websiteId: string,
  body: UpdateNavigationBody,
): Promise<NavigationItem[]> {
  const total = body.navigation.items.reduce((n, item) => n + 1 + (item.items?.length ?? 0), 0);
  if (total > NAVIGATION_MAX_ITEMS) {
    throw navigationInvalid(
      'NAVIGATION_TOO_MANY_ITEMS',
      'navigation.items',
      `A navigation can hold up to ${NAVIGATION_MAX_ITEMS} links and folders; this one has ${total}.`,
    );
  }
  const items = body.navigation.items.map((item, i) => checkTopItem(item, `navigation.items.${i}`));
  const links = items.flatMap((item) => item.items ?? [item]);
  // A link's collectionId names a store page or a block page (in the spec's model a page is a collection).
  const ids = links.map((link) => link.collectionId).filter((id): id is string => id !== null);
  const stores = await listSiteCollectionIds(db.kysely, websiteId, ids);
  const pages = await listSitePageIds(db.kysely, websiteId, ids);
  const known = new Set([...stores, ...pages]);
  items.forEach((item, i) =>
    (item.items ?? [item]).forEach((link, j) => {
      if (link.collectionId === null || known.has(link.collectionId)) return;
      const field = item.items ? `navigation.items.${i}.items.${j}` : `navigation.items.${i}`;
      throw navigationInvalid(
        'NAVIGATION_UNKNOWN_COLLECTION',
        `${field}.collectionId`,
        `${JSON.stringify(link.title)} links to a page that does not exist on this site.`,
      );
    }),
  );
  return items;
}

/** Saves one navigation; the caller invalidates the site cache so pages show it at once. */
export async function saveNavigation(
  db: Db,
  websiteId: string,
  body: UpdateNavigationBody,
): Promise<NavigationItem[]> {
  const items = await checkNavigation(db, websiteId, body);
  await updateStoredSettings(db, websiteId, (current) => {
    const saved = readStoredSection(current, SECTION, storedNavigationsSchema, {});
    const next = { ...saved, [body.fieldName]: { templateId: body.templateId, items } };
    return withStoredSection(current, SECTION, next);
  });
  return items;
}
