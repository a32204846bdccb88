import { nowIso, type Executor, type TermRow } from '@plinth/db';
import {
  TERM_KIND,
  TERM_LIMITS,
  TERM_TYPE_LABEL,
  termFieldMessage,
  termNameMax,
  type TermKind,
  type TermSubject,
  type TermWithCount,
} from '@plinth/contracts';
import { siteTermsFull, termExists, termNotFound, termsInvalid } from './errors';
import {
  copyAssignments,
  countAssignments,
  countTermRows,
  deleteRedirect,
  deleteTermRow,
  findTermRow,
  listSlugsLike,
  listTermRows,
  listTermsByLowerNames,
  maxTermPosition,
  moveChildren,
  moveRedirects,
  updateTermRow,
  upsertRedirect,
} from './queries';
import { createTermRow } from './subject-terms';
import { freeTermSlug, termSlugBase } from './term-slug';

/** The terms of `kind` in the manager's order, with how many items and products carry each. */
export async function listTermsWithCounts(
  db: Executor,
  websiteId: string,
  kind: TermKind,
  subject?: TermSubject,
): Promise<TermWithCount[]> {
  const [rows, counts] = await Promise.all([
    listTermRows(db, websiteId, kind),
    countAssignments(db, websiteId, kind, subject),
  ]);
  const bySubject = new Map<string, { item: number; product: number }>();
  for (const c of counts) {
    const entry = bySubject.get(c.termId) ?? { item: 0, product: 0 };
    if (c.subjectType === 'item' || c.subjectType === 'product') entry[c.subjectType] = Number(c.n);
    bySubject.set(c.termId, entry);
  }
  return rows.map((row) => toTermWithCount(row, bySubject.get(row.id)));
}

function toTermWithCount(row: TermRow, counts: { item: number; product: number } | undefined): TermWithCount {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    kind: row.kind === TERM_KIND.category ? TERM_KIND.category : TERM_KIND.tag,
    parentId: row.parent_id,
    itemCount: counts?.item ?? 0,
    productCount: counts?.product ?? 0,
  };
}

/** A name as the manager stores it: trimmed, inner spaces collapsed, within the kind's limit. */
function checkedName(kind: TermKind, raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  const tagType = TERM_TYPE_LABEL[kind];
  if (name === '') throw termsInvalid({ name: termFieldMessage('nameRequired', { tagType }) });
  const max = termNameMax(kind);
  if ([...name].length > max) throw termsInvalid({ name: termFieldMessage('nameTooLong', { tagType, max }) });
  return name;
}

async function assertNameFree(
  db: Executor,
  websiteId: string,
  kind: TermKind,
  name: string,
  exceptId?: string,
) {
  const same = await listTermsByLowerNames(db, websiteId, kind, [name.toLowerCase()]);
  if (same.some((t) => t.id !== exceptId)) throw termExists(kind);
}

/** A category's parent must be a top-level category of the site (one level of nesting). */
async function checkedParent(
  db: Executor,
  websiteId: string,
  kind: TermKind,
  parentId: string | null | undefined,
  selfId: string | null,
): Promise<string | null> {
  if (!parentId) return null;
  const invalid = () => termsInvalid({ parentId: termFieldMessage('parentInvalid') });
  if (kind !== TERM_KIND.category || parentId === selfId) throw invalid();
  const parent = await findTermRow(db, websiteId, parentId);
  if (!parent || parent.kind !== TERM_KIND.category || parent.parent_id !== null) throw invalid();
  return parent.id;
}

async function getTerm(db: Executor, websiteId: string, id: string, kind: TermKind | null): Promise<TermRow> {
  const row = await findTermRow(db, websiteId, id);
  if (!row || (kind && row.kind !== kind)) throw termNotFound(kind);
  return row;
}

export async function createTerm(
  db: Executor,
  websiteId: string,
  input: { kind: TermKind; name: string; parentId?: string | null | undefined },
): Promise<TermWithCount> {
  const name = checkedName(input.kind, input.name);
  await assertNameFree(db, websiteId, input.kind, name);
  const parentId = await checkedParent(db, websiteId, input.kind, input.parentId, null);
  if ((await countTermRows(db, websiteId)) >= TERM_LIMITS.termsPerSiteMax) {
    throw siteTermsFull(TERM_LIMITS.termsPerSiteMax);
  }
  const position = (await maxTermPosition(db, websiteId, input.kind)) + 1;
  const id = await createTermRow(db, websiteId, input.kind, name, parentId, position);
  const row = await findTermRow(db, websiteId, id);
  // The insert did nothing only when a concurrent request created the same slug first.
  if (!row) throw termExists(input.kind);
  return toTermWithCount(row, undefined);
}

/**
 * Renames a term (and for a category, sets its parent). A new name gives a new slug; the old slug is
 * kept in term_redirects so its addresses answer 301 to the new one.
 */
export async function updateTerm(
  db: Executor,
  websiteId: string,
  id: string,
  input: { name: string; parentId?: string | null | undefined },
): Promise<TermWithCount> {
  const row = await getTerm(db, websiteId, id, null);
  const kind = row.kind === TERM_KIND.category ? TERM_KIND.category : TERM_KIND.tag;
  const name = checkedName(kind, input.name);
  await assertNameFree(db, websiteId, kind, name, id);
  const parentId =
    input.parentId === undefined
      ? row.parent_id
      : await checkedParent(db, websiteId, kind, input.parentId, id);
  if (parentId && (await hasChildren(db, websiteId, id))) {
    throw termsInvalid({ parentId: termFieldMessage('parentInvalid') });
  }
  let slug = row.slug;
  if (termSlugBase(name, kind) !== termSlugBase(row.name, kind)) {
    const taken = (await listSlugsLike(db, websiteId, kind, termSlugBase(name, kind))).filter(
      (s) => s !== row.slug,
    );
    slug = freeTermSlug(name, kind, taken);
  }
  await updateTermRow(db, id, { name, slug, parentId, at: nowIso() });
  if (slug !== row.slug) {
    await deleteRedirect(db, websiteId, kind, slug);
    await upsertRedirect(db, websiteId, kind, row.slug, id);
  }
  return (
    (await listTermsWithCounts(db, websiteId, kind)).find((t) => t.id === id) ??
    toTermWithCount(row, undefined)
  );
}

async function hasChildren(db: Executor, websiteId: string, id: string): Promise<boolean> {
  const rows = await listTermRows(db, websiteId, TERM_KIND.category);
  return rows.some((r) => r.parent_id === id);
}

/**
 * Moves every assignment of `sourceId` to `targetId` (same kind), deletes the source and makes its slug
 * (and the slugs that redirected to it) redirect to the target.
 */
export async function mergeTerms(
  db: Executor,
  websiteId: string,
  sourceId: string,
  targetId: string,
): Promise<TermWithCount> {
  const source = await getTerm(db, websiteId, sourceId, null);
  const kind = source.kind === TERM_KIND.category ? TERM_KIND.category : TERM_KIND.tag;
  if (sourceId === targetId) {
    throw termsInvalid({ targetId: termFieldMessage('mergeIntoItself', { tagType: TERM_TYPE_LABEL[kind] }) });
  }
  const target = await getTerm(db, websiteId, targetId, kind);
  await copyAssignments(db, source.id, target.id);
  await moveRedirects(db, source.id, target.id);
  // A merged category's children join the target when it is top level, else the top level.
  if (target.parent_id === null) await moveChildren(db, source.id, target.id);
  await deleteTermRow(db, websiteId, source.id);
  await upsertRedirect(db, websiteId, kind, source.slug, target.id);
  return (
    (await listTermsWithCounts(db, websiteId, kind)).find((t) => t.id === target.id) ??
    toTermWithCount(target, undefined)
  );
}

/** Deletes a term; its assignments and redirects go with it (foreign keys cascade). */
export async function deleteTerm(db: Executor, websiteId: string, id: string): Promise<void> {
  const row = await getTerm(db, websiteId, id, null);
  await deleteTermRow(db, websiteId, row.id);
}
