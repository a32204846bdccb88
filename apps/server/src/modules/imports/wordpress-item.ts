import {
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  TERM_LIMITS,
  type ContentItemInput,
  type ContentItemStatusInput,
  type PageDocument,
} from '@plinth/contracts';
import { pageDocumentSchema } from '@plinth/contracts/schemas';
import { nowIso, writeTransaction, type Executor } from '@plinth/db';
import { AppError } from '../../app-error';
import { createContentItemIn, getContentItem, updateContentItemIn, type ContentActor } from '../content';
import type { SitePagesApp } from '../site-pages';
import { replaceSitePageDraftIn } from '../site-pages';
import { htmlToBlocks } from './html-to-blocks';
import type { ImportRunContext } from './import-context';
import type { MediaFolder } from './media-folder';
import { findImportSource, saveImportSource } from './queries';
import { saveWordpressComments } from './wordpress-comments';
import { buildPostDocument } from './wordpress-document';
import { importWordpressPage } from './wordpress-page';
import type { WxrItem } from './wxr-model';

export interface WordpressTarget {
  run: ImportRunContext;
  pages: SitePagesApp;
  actor: ContentActor;
  collectionId: string;
  channelLink: string;
  /** The member a WordPress author login writes as. */
  authorOf(login: string): string;
  media: MediaFolder;
}

/** WordPress statuses as the page statuses ("published" with a future time is Scheduled). */
const STATUS: Record<string, ContentItemStatusInput> = {
  publish: 'published',
  future: 'published',
  draft: 'draft',
  'auto-draft': 'draft',
  pending: 'needsReview',
  private: 'private',
};

/** One <item>: a post, a page or an attachment; anything else is reported as skipped. */
export async function importWordpressItem(target: WordpressTarget, item: WxrItem): Promise<void> {
  const { report } = target.run;
  const where = `item ${item.index} (line ${item.line})`;
  const name = item.title || item.slug || item.guid || `item ${item.index}`;
  const skip = (reason: string) =>
    report.item({ outcome: 'skipped', subject: item.postType || 'item', name, where, reason });
  if (item.postType === 'attachment') return importAttachment(target, item, name, where);
  if (item.postType !== 'post' && item.postType !== 'page') {
    return skip(
      `WordPress ${item.postType || 'items without a type'} (menus, templates, custom types) are not imported.`,
    );
  }
  if (item.status === 'trash') return skip('The item is in the WordPress trash.');
  const body = htmlToBlocks(item.content);
  const built = await buildPostDocument(body.blocks, target.media);
  const checked = pageDocumentSchema.safeParse(built.document);
  if (!checked.success)
    return skip(`Its body cannot be a page: ${checked.error.issues[0]?.message ?? 'too large'}.`);
  const notes = [
    ...built.notes,
    ...body.dropped.map((tag) => `<${tag}> elements were removed from its body.`),
  ];
  try {
    const outcome = await writeTransaction(target.run.deps.db, (trx) =>
      item.postType === 'page'
        ? importWordpressPage(target, trx, item, sourceKey(target, item), checked.data)
        : writePost(target, trx, item, checked.data, notes),
    );
    report.item({ outcome, subject: item.postType, name, where, reason: null });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const field = Object.entries(error.details.fieldErrors ?? {})[0];
    return skip(field ? `${field[0]}: ${field[1]}` : error.message);
  }
  for (const note of notes) report.note({ subject: item.postType, name, where, reason: note });
}

export function sourceKey(target: WordpressTarget, item: WxrItem): string {
  return `${item.postType}:${item.guid || `${target.channelLink}?p=${item.postId}`}`;
}

async function writePost(
  target: WordpressTarget,
  trx: Executor,
  item: WxrItem,
  document: PageDocument,
  notes: string[],
): Promise<'imported' | 'updated'> {
  const { run, pages, actor } = target;
  const key = sourceKey(target, item);
  const before = await findImportSource(trx, run.site.id, 'wordpress', key);
  const existing = before && (await itemExists(target, trx, before.subjectId)) ? before.subjectId : null;
  const input = postInput(target, item, notes);
  let itemId: string;
  if (existing) {
    await replaceSitePageDraftIn(pages, trx, actor, existing, document);
    const { title, excerpt, authorId, tags, categories, status, publishAt, itemDate, seoTitle } = input;
    await updateContentItemIn(pages, trx, actor, existing, {
      title,
      excerpt,
      authorId,
      tags,
      categories,
      status,
      publishAt,
      itemDate,
      seoTitle,
    });
    itemId = existing;
  } else {
    itemId = (await createContentItemIn(pages, trx, actor, target.collectionId, { ...input, document })).id;
  }
  await saveImportSource(trx, {
    website_id: run.site.id,
    source_kind: 'wordpress',
    source_key: key,
    subject_type: 'item',
    subject_id: itemId,
    created_at: nowIso(),
  });
  await saveWordpressComments(trx, run.site.id, itemId, key, item.comments, notes);
  return existing ? 'updated' : 'imported';
}

async function itemExists(target: WordpressTarget, trx: Executor, itemId: string): Promise<boolean> {
  try {
    await getContentItem(target.pages, trx, target.run.site, itemId);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.kind === 'not_found') return false;
    throw error;
  }
}

function postInput(
  target: WordpressTarget,
  item: WxrItem,
  notes: string[],
): ContentItemInput & { title: string } {
  const status = STATUS[item.status] ?? 'draft';
  const date = wordpressDate(item.postDateGmt) ?? wordpressDate(item.postDate) ?? rfc822Date(item.pubDate);
  const slug = item.slug.toLowerCase();
  return {
    title: item.title.trim().slice(0, 200) || 'Untitled',
    ...(SLUG_PATTERN.test(slug) && slug.length <= SLUG_MAX_LENGTH ? { slug } : {}),
    excerpt: item.excerpt.slice(0, 10_000),
    authorId: target.authorOf(item.creator),
    tags: termNames(item, 'tag', TERM_LIMITS.tagMax, notes),
    categories: termNames(item, 'category', TERM_LIMITS.categoryMax, notes),
    status,
    publishAt: status === 'published' && item.status === 'future' ? date : null,
    itemDate: date,
    seoTitle: '',
  };
}

function termNames(item: WxrItem, kind: 'tag' | 'category', max: number, notes: string[]): string[] {
  const names: string[] = [];
  for (const term of item.terms) {
    if (term.kind !== kind) continue;
    const name = term.name.trim();
    if (name === '') continue;
    if (name.length > max) {
      notes.push(`The ${kind} "${name.slice(0, 40)}" is longer than ${max} characters and was left out.`);
      continue;
    }
    names.push(name);
  }
  return names.slice(0, TERM_LIMITS.perSubjectMax);
}

/** "2024-03-01 10:00:00" (UTC) as ISO 8601; WordPress writes zeros for "never". */
export function wordpressDate(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match || match[1] === '0000') return null;
  const ms = Date.parse(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

function rfc822Date(text: string): string | null {
  const ms = Date.parse(text);
  return Number.isFinite(ms) && ms > 0 ? new Date(ms).toISOString() : null;
}

async function importAttachment(
  target: WordpressTarget,
  item: WxrItem,
  name: string,
  where: string,
): Promise<void> {
  const { report } = target.run;
  const url = item.attachmentUrl || item.guid;
  const found = url
    ? await target.media.resolve(url)
    : { ok: false as const, reason: 'The attachment has no address.' };
  if (found.ok) report.item({ outcome: 'imported', subject: 'attachment', name, where, reason: null });
  else report.item({ outcome: 'skipped', subject: 'attachment', name, where, reason: found.reason });
}
