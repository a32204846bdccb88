import {
  COLLECTION_TYPE,
  SITE_PAGE_STATUS,
  type CollectionType,
  SITE_PAGE_STATUS_LABEL,
  type NavigationField,
  type PageDocument,
  type SitePageDetail,
  type SitePageSummary,
} from '@plinth/contracts';
import type { SitePageRow } from '@plinth/db';
import { effectivePageStatus, isPageLive, liveCopyOf } from './page-status';
import type { SitePageSummaryRow } from './queries';

/**
 * A row as the Pages panel lists it, at `nowMs` (a scheduled page that is due reads Published);
 * `navigations` are the navigations that link to it.
 */
export function toSitePageSummary(
  row: SitePageSummaryRow,
  depth: number,
  nowMs: number,
  navigations: NavigationField[] = [],
): SitePageSummary {
  const status = effectivePageStatus(row, nowMs);
  // The newest version made for visitors: the one waiting for its time, else the published one.
  const newest = row.status === SITE_PAGE_STATUS.scheduled ? row.scheduled_revision : row.published_revision;
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    url: row.is_home === 1 ? '/' : `/${row.slug}`,
    isHome: row.is_home === 1,
    navigations,
    inNavigation: navigations.length > 0,
    parentId: row.parent_id,
    depth,
    position: row.position,
    status,
    statusLabel: SITE_PAGE_STATUS_LABEL[status],
    live: isPageLive(row, nowMs),
    publishAt: row.publish_at,
    locked: row.password_hash !== null,
    memberOnly: row.member_only === 1,
    hasUnpublishedChanges: newest !== row.draft_revision,
    updatedAt: row.updated_at,
    collectionType: collectionTypeOf(row.collection_type),
    collectionId: row.collection_id,
  };
}

export function toSitePageDetail(
  row: SitePageRow,
  depth: number,
  nowMs: number,
  navigations: NavigationField[] = [],
): SitePageDetail {
  return {
    ...toSitePageSummary(row, depth, nowMs, navigations),
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    socialImageFileId: row.social_image_file_id,
    revision: row.draft_revision,
    ...liveVersionOf(row, nowMs),
    document: parseDocument(row.draft_document),
    createdAt: row.created_at,
    updatedBy: row.updated_by,
  };
}

/** The revision visitors see at `nowMs` and when it went live; nulls while the page is off the site. */
function liveVersionOf(
  row: SitePageRow,
  nowMs: number,
): Pick<SitePageDetail, 'publishedRevision' | 'publishedAt'> {
  switch (liveCopyOf(row, nowMs)) {
    case 'scheduled':
      return { publishedRevision: row.scheduled_revision, publishedAt: row.publish_at };
    case 'published':
      return { publishedRevision: row.published_revision, publishedAt: row.published_at };
    case null:
      return { publishedRevision: null, publishedAt: null };
  }
}

function collectionTypeOf(value: string | null): CollectionType | null {
  return value === COLLECTION_TYPE.blog || value === COLLECTION_TYPE.events ? value : null;
}

/** Stored documents were checked by pageDocumentSchema when saved. */
export function parseDocument(json: string): PageDocument {
  return JSON.parse(json) as PageDocument;
}

/**
 * The pages depth-first: each after its parent, siblings in `position` order (the rows come sorted).
 * A page whose parent is gone sits at the top.
 */
export function orderAsTree<R extends Pick<SitePageRow, 'id' | 'parent_id'>>(
  rows: readonly R[],
): { row: R; depth: number }[] {
  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<string | null, R[]>();
  for (const row of rows) {
    const parent = row.parent_id !== null && ids.has(row.parent_id) ? row.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const out: { row: R; depth: number }[] = [];
  const seen = new Set<string>();
  const visit = (parent: string | null, depth: number) => {
    for (const row of children.get(parent) ?? []) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      out.push({ row, depth });
      visit(row.id, depth + 1);
    }
  };
  visit(null, 0);
  // Rows in a parent cycle (never written by the API, which refuses one) still get listed, at the top.
  for (const row of rows) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    out.push({ row, depth: 0 });
    visit(row.id, 1);
  }
  return out;
}

/** How deep the page sits (0 at the top), from the listed rows. */
export function depthOf(rows: readonly Pick<SitePageRow, 'id' | 'parent_id'>[], pageId: string): number {
  const byId = new Map(rows.map((r) => [r.id, r.parent_id]));
  let depth = 0;
  let parent = byId.get(pageId) ?? null;
  while (parent !== null && depth < rows.length) {
    depth += 1;
    parent = byId.get(parent) ?? null;
  }
  return depth;
}
