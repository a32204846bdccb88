import { newId, nowIso, type Executor } from '@plinth/db';
import {
  TERM_KIND,
  TERM_LIMITS,
  TERM_TYPE_LABEL,
  termFieldMessage,
  termNameMax,
  type FieldErrors,
  type SubjectTerms,
  type TermKind,
  type TermRef,
  type TermSubject,
} from '@plinth/contracts';
import type { TermRow } from '@plinth/db';
import { siteTermsFull, termsInvalid } from './errors';
import {
  countTermRows,
  deleteAssignments,
  deleteRedirect,
  findRedirectSlug,
  findTermRowBySlug,
  insertAssignments,
  insertTermRow,
  listAssignedTerms,
  listSlugsLike,
  listTermsByLowerNames,
  maxTermPosition,
} from './queries';
import { freeTermSlug, termSlugBase } from './term-slug';

/** What setSubjectTerms replaces: a list left out keeps the subject's terms of that kind. */
export interface SubjectTermNames {
  tags?: readonly string[] | undefined;
  categories?: readonly string[] | undefined;
}

const FIELD_OF_KIND: Readonly<Record<TermKind, keyof SubjectTermNames>> = {
  tag: 'tags',
  category: 'categories',
};

/**
 * Replaces a subject's tags and/or categories by name, inside the caller's transaction. Names are
 * trimmed, blanks dropped, repeats (ignoring case) kept once, and missing terms created with a slug from
 * the page slug rules. Throws TERMS_INVALID with `tags.N` / `categories.N` field errors before writing.
 */
export async function setSubjectTerms(
  db: Executor,
  websiteId: string,
  subject: TermSubject,
  subjectId: string,
  names: SubjectTermNames,
): Promise<void> {
  const wanted: Array<[TermKind, string[]]> = [];
  const errors: FieldErrors = {};
  for (const kind of [TERM_KIND.tag, TERM_KIND.category]) {
    const list = names[FIELD_OF_KIND[kind]];
    if (list === undefined) continue;
    wanted.push([kind, cleanNames(kind, list, errors)]);
  }
  if (Object.keys(errors).length > 0) throw termsInvalid(errors);
  for (const [kind, list] of wanted) {
    const terms = await ensureTerms(db, websiteId, kind, list);
    await deleteAssignments(db, websiteId, subject, subjectId, kind);
    await insertAssignments(
      db,
      websiteId,
      subject,
      subjectId,
      terms.map((t) => t.id),
    );
  }
}

/** Trimmed, de-duplicated names; a too-long name or list adds its field error. */
function cleanNames(kind: TermKind, list: readonly string[], errors: FieldErrors): string[] {
  const field = FIELD_OF_KIND[kind];
  const tagType = TERM_TYPE_LABEL[kind];
  const max = termNameMax(kind);
  const seen = new Set<string>();
  const out: string[] = [];
  list.forEach((raw, index) => {
    const name = raw.trim().replace(/\s+/g, ' ');
    if (name === '') return;
    if ([...name].length > max) {
      errors[`${field}.${index}`] = termFieldMessage('nameTooLong', { tagType, max });
      return;
    }
    const key = name.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    out.push(name);
  });
  if (out.length > TERM_LIMITS.perSubjectMax) {
    errors[field] = termFieldMessage('tooMany', { tagType: `${tagType}`, max: TERM_LIMITS.perSubjectMax });
  }
  return out;
}

/** The terms named `names` (in that order), creating those that do not exist yet. */
export async function ensureTerms(
  db: Executor,
  websiteId: string,
  kind: TermKind,
  names: readonly string[],
): Promise<TermRow[]> {
  if (names.length === 0) return [];
  const byName = await termsByName(db, websiteId, kind, names);
  const missing = names.filter((n) => !byName.has(n.toLowerCase()));
  if (missing.length > 0) {
    const total = await countTermRows(db, websiteId);
    if (total + missing.length > TERM_LIMITS.termsPerSiteMax)
      throw siteTermsFull(TERM_LIMITS.termsPerSiteMax);
    let position = await maxTermPosition(db, websiteId, kind);
    for (const name of missing) {
      position += 1;
      await createTermRow(db, websiteId, kind, name, null, position);
    }
    for (const [key, row] of await termsByName(db, websiteId, kind, missing)) byName.set(key, row);
  }
  return names.flatMap((n) => byName.get(n.toLowerCase()) ?? []);
}

async function termsByName(
  db: Executor,
  websiteId: string,
  kind: TermKind,
  names: readonly string[],
): Promise<Map<string, TermRow>> {
  const rows = await listTermsByLowerNames(
    db,
    websiteId,
    kind,
    names.map((n) => n.toLowerCase()),
  );
  return new Map(rows.map((r) => [r.name.toLowerCase(), r]));
}

/**
 * Inserts a term with the first free slug for its name. A concurrent writer may take that slug between
 * the look-up and the insert (the insert then does nothing), so the caller reads the term back by name.
 */
export async function createTermRow(
  db: Executor,
  websiteId: string,
  kind: TermKind,
  name: string,
  parentId: string | null,
  position: number,
): Promise<string> {
  const id = newId();
  const taken = await listSlugsLike(db, websiteId, kind, termSlugBase(name, kind));
  const slug = freeTermSlug(name, kind, taken);
  await insertTermRow(db, { id, websiteId, kind, name, slug, parentId, position, at: nowIso() });
  await deleteRedirect(db, websiteId, kind, slug);
  return id;
}

/** Each subject's tags and categories; a subject without any is absent from the map. */
export async function listSubjectTerms(
  db: Executor,
  websiteId: string,
  subject: TermSubject,
  subjectIds: readonly string[],
): Promise<Map<string, SubjectTerms>> {
  const out = new Map<string, SubjectTerms>();
  const unique = [...new Set(subjectIds)];
  for (let i = 0; i < unique.length; i += SUBJECT_BATCH) {
    const rows = await listAssignedTerms(db, websiteId, subject, unique.slice(i, i + SUBJECT_BATCH));
    for (const row of rows) {
      let terms = out.get(row.subjectId);
      if (!terms) out.set(row.subjectId, (terms = { tags: [], categories: [] }));
      const ref: TermRef = { id: row.id, name: row.name, slug: row.slug };
      (row.kind === TERM_KIND.tag ? terms.tags : terms.categories).push(ref);
    }
  }
  return out;
}

/** Bound on the ids in one `in (...)` list (SQLite allows 32,766 parameters; PostgreSQL 65,535). */
const SUBJECT_BATCH = 500;

export async function findTermBySlug(
  db: Executor,
  websiteId: string,
  kind: TermKind,
  slug: string,
): Promise<TermRef | null> {
  const row = await findTermRowBySlug(db, websiteId, kind, slug);
  return row ? { id: row.id, name: row.name, slug: row.slug } : null;
}

/** The current slug a renamed or merged term's old slug now points to, or null. */
export async function findTermRedirect(
  db: Executor,
  websiteId: string,
  kind: TermKind,
  oldSlug: string,
): Promise<string | null> {
  return findRedirectSlug(db, websiteId, kind, oldSlug);
}

/** Called when an item or product is deleted: its assignments go with it. */
export async function deleteSubjectTerms(
  db: Executor,
  websiteId: string,
  subject: TermSubject,
  subjectId: string,
): Promise<void> {
  await deleteAssignments(db, websiteId, subject, subjectId);
}
