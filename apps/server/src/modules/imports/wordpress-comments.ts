import { newId, nowIso, type Executor } from '@plinth/db';
import { DomUtils, parseDocument } from 'htmlparser2';
import {
  findImportSource,
  hasContentComment,
  insertContentComment,
  saveImportSource,
  updateContentComment,
} from './queries';
import { wordpressDate } from './wordpress-item';
import type { WxrComment } from './wxr-model';

const STATUS: Record<string, string> = { '1': 'approved', '0': 'pending' };
const BODY_MAX = 20_000;

/**
 * Keeps a post's comments for the comments feature (not shown yet), in the post's transaction: the
 * text of each (its HTML reduced to text), who wrote it, when, whether it was approved, and which
 * comment it answers. Spam and trashed comments are left out. Imported again, a comment is updated.
 */
export async function saveWordpressComments(
  trx: Executor,
  websiteId: string,
  pageId: string,
  itemKey: string,
  comments: readonly WxrComment[],
  notes: string[],
): Promise<void> {
  const ids = new Map<string, string>();
  let leftOut = 0;
  for (const comment of comments) {
    const status = STATUS[comment.approved];
    if (!status) {
      leftOut += 1;
      continue;
    }
    const key = `comment:${itemKey}#${comment.id}`;
    const before = await findImportSource(trx, websiteId, 'wordpress', key);
    const row = {
      page_id: pageId,
      parent_id: ids.get(comment.parentId) ?? null,
      author_name: comment.author.slice(0, 200),
      author_email: comment.email.slice(0, 320),
      author_url: comment.url.slice(0, 500),
      body: textOf(comment.content).slice(0, BODY_MAX),
      status,
      posted_at: wordpressDate(comment.dateGmt) ?? nowIso(),
      source_key: key,
    };
    let id: string;
    if (before && (await hasContentComment(trx, before.subjectId))) {
      id = before.subjectId;
      await updateContentComment(trx, id, row);
    } else {
      id = newId();
      await insertContentComment(trx, { ...row, id, website_id: websiteId, created_at: nowIso() });
      await saveImportSource(trx, {
        website_id: websiteId,
        source_kind: 'wordpress',
        source_key: key,
        subject_type: 'comment',
        subject_id: id,
        created_at: nowIso(),
      });
    }
    ids.set(comment.id, id);
  }
  if (leftOut > 0)
    notes.push(`${leftOut} spam or trashed comment${leftOut === 1 ? ' was' : 's were'} left out.`);
}

function textOf(html: string): string {
  const document = parseDocument(html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/p>/gi, '\n\n'));
  return DomUtils.textContent(document)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
