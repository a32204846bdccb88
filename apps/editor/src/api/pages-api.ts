import {
  SITE_PAGES_API as API,
  type PageDocument,
  type SitePageCreateInput,
  type SitePageDetail,
  type SitePageList,
  type SitePagePublishInput,
  type SitePageRenderResult,
  type SitePageSettingsInput,
} from '@plinth/contracts';
import {
  pageDocumentSchema,
  sitePageDetailSchema,
  sitePageListSchema,
  sitePageRenderResultSchema,
  sitePageSaveResultSchema,
} from '@plinth/contracts/schemas';
import { isApiError } from './api-error';
import { checkedAnswer } from './checked-answer';
import { currentSiteId, ownerFetch } from './owner-fetch';
import type { SaveOutcome } from '../panels/pages/use-page-editor';

const pagePath = (template: string, id: string) => template.replace(':id', encodeURIComponent(id));

/**
 * A page as the editor works on it. The API describes the stored document loosely (it was checked when
 * saved); the editor checks it once more here, since every edit operation relies on its shape.
 */
function toDetail(answer: unknown, what: string): SitePageDetail {
  const detail = checkedAnswer(sitePageDetailSchema, answer, what);
  const document = checkedAnswer(pageDocumentSchema, detail.document, `${what} document`);
  return { ...detail, document };
}

/** The site's pages, depth first (each after its parent). */
export async function listPages(signal?: AbortSignal): Promise<SitePageList> {
  return checkedAnswer(
    sitePageListSchema,
    await ownerFetch<unknown>(API.list, { signal }),
    `GET ${API.list}`,
  );
}

export async function getPage(id: string, signal?: AbortSignal): Promise<SitePageDetail> {
  const answer = await ownerFetch<unknown>(pagePath(API.page, id), { signal });
  return toDetail(answer, `GET ${API.page}`);
}

export async function createPage(input: SitePageCreateInput): Promise<SitePageDetail> {
  const answer = await ownerFetch<unknown>(API.list, { method: 'POST', json: input });
  return toDetail(answer, `POST ${API.list}`);
}

/**
 * Saves the draft from `baseRevision`. Answers as the editor's save hook wants: the new revision, a
 * conflict (409: someone else saved first) or another failure, each with the server's words.
 */
export async function savePageDraft(
  id: string,
  document: PageDocument,
  baseRevision: number,
): Promise<SaveOutcome> {
  try {
    const answer = await ownerFetch<unknown>(pagePath(API.document, id), {
      method: 'PUT',
      json: { baseRevision, document },
    });
    return {
      ok: true,
      revision: checkedAnswer(sitePageSaveResultSchema, answer, `PUT ${API.document}`).revision,
    };
  } catch (error) {
    if (isApiError(error)) {
      const invalid = error.status === 400 || error.status === 413;
      return { ok: false, conflict: error.status === 409, invalid, message: error.message };
    }
    throw error;
  }
}

export async function updatePageSettings(id: string, input: SitePageSettingsInput): Promise<SitePageDetail> {
  const answer = await ownerFetch<unknown>(pagePath(API.settings, id), { method: 'PUT', json: input });
  return toDetail(answer, `PUT ${API.settings}`);
}

export async function publishPage(id: string, input: SitePagePublishInput = {}): Promise<SitePageDetail> {
  const answer = await ownerFetch<unknown>(pagePath(API.publish, id), { method: 'POST', json: input });
  return toDetail(answer, `POST ${API.publish}`);
}

export async function unpublishPage(id: string): Promise<SitePageDetail> {
  const answer = await ownerFetch<unknown>(pagePath(API.unpublish, id), { method: 'POST', json: {} });
  return toDetail(answer, `POST ${API.unpublish}`);
}

/** Drops the scheduled version: a page that was live stays live, one that was not is a draft again. */
export async function cancelPageSchedule(id: string): Promise<SitePageDetail> {
  const answer = await ownerFetch<unknown>(pagePath(API.cancelSchedule, id), { method: 'POST', json: {} });
  return toDetail(answer, `POST ${API.cancelSchedule}`);
}

export async function deletePage(id: string): Promise<void> {
  await ownerFetch<unknown>(pagePath(API.page, id), { method: 'DELETE' });
}

/**
 * The draft rendered in the live theme, for the editor's frame; `version` makes the frame reload. A
 * frame sends no X-Website-Id, so the server previews the page of the site the editor's host serves.
 */
/** The document's blocks as the page shows them, rendered by the server and stored nowhere. */
export async function renderPageBlocks(
  id: string,
  document: PageDocument,
  signal?: AbortSignal,
): Promise<SitePageRenderResult> {
  const path = pagePath(API.render, id);
  return checkedAnswer(
    sitePageRenderResultSchema,
    await ownerFetch<unknown>(path, { method: 'POST', json: { document }, signal }),
    `POST ${API.render}`,
  );
}

/**
 * The preview page of the draft. A frame or a new tab sends no X-Website-Id, so the chosen site is in
 * the query: the editor's own address may belong to another of the owner's sites.
 */
export function pagePreviewUrl(id: string, version: number): string {
  const site = currentSiteId();
  const query = new URLSearchParams({ v: String(version), ...(site ? { websiteId: site } : {}) });
  return `${pagePath(API.preview, id)}?${query.toString()}`;
}
