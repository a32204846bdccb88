import { sql, type Executor, type TermRow } from '@plinth/db';
import type { TermKind, TermSubject } from '@plinth/contracts';

export interface NewTermRow {
  id: string;
  websiteId: string;
  kind: TermKind;
  name: string;
  slug: string;
  parentId: string | null;
  position: number;
  at: string;
}

/** Terms of `kind` whose lower-cased names are among `lowerNames` (names are unique per kind, ignoring case). */
export async function listTermsByLowerNames(
  db: Executor,
  websiteId: string,
  kind: TermKind,
  lowerNames: readonly string[],
): Promise<TermRow[]> {
  if (lowerNames.length === 0) return [];
  return db
    .selectFrom('terms')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('kind', '=', kind)
    .where(sql<string>`lower(name)`, 'in', lowerNames)
    .execute();
}

export async function listTermRows(db: Executor, websiteId: string, kind: TermKind): Promise<TermRow[]> {
  return db
    .selectFrom('terms')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('kind', '=', kind)
    .orderBy('position')
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

export async function findTermRow(db: Executor, websiteId: string, id: string): Promise<TermRow | null> {
  const row = await db
    .selectFrom('terms')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

export async function findTermRowBySlug(
  db: Executor,
  websiteId: string,
  kind: TermKind,
  slug: string,
): Promise<TermRow | null> {
  const row = await db
    .selectFrom('terms')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('kind', '=', kind)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row ?? null;
}

/** The current slug of the term an old slug redirects to. */
export async function findRedirectSlug(
  db: Executor,
  websiteId: string,
  kind: TermKind,
  oldSlug: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('term_redirects')
    .innerJoin('terms', 'terms.id', 'term_redirects.term_id')
    .select('terms.slug')
    .where('term_redirects.website_id', '=', websiteId)
    .where('term_redirects.kind', '=', kind)
    .where('term_redirects.old_slug', '=', oldSlug)
    .executeTakeFirst();
  return row?.slug ?? null;
}

/** Slugs of `kind` equal to `base` or starting with `base-` (the candidates pageSlug must avoid). */
export async function listSlugsLike(
  db: Executor,
  websiteId: string,
  kind: TermKind,
  base: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('terms')
    .select('slug')
    .where('website_id', '=', websiteId)
    .where('kind', '=', kind)
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return rows.map((r) => r.slug);
}

export async function countTermRows(db: Executor, websiteId: string): Promise<number> {
  const row = await db
    .selectFrom('terms')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('website_id', '=', websiteId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function maxTermPosition(db: Executor, websiteId: string, kind: TermKind): Promise<number> {
  const row = await db
    .selectFrom('terms')
    .select((eb) => eb.fn.max<number | null>('position').as('p'))
    .where('website_id', '=', websiteId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return Number(row?.p ?? -1);
}

/** Inserts the term unless its slug is taken (a concurrent writer won); the caller reads back by name. */
export async function insertTermRow(db: Executor, term: NewTermRow): Promise<void> {
  await db
    .insertInto('terms')
    .values({
      id: term.id,
      website_id: term.websiteId,
      kind: term.kind,
      name: term.name,
      slug: term.slug,
      parent_id: term.parentId,
      position: term.position,
      created_at: term.at,
      updated_at: term.at,
    })
    .onConflict((oc) => oc.columns(['website_id', 'kind', 'slug']).doNothing())
    .execute();
}

export async function updateTermRow(
  db: Executor,
  id: string,
  change: { name: string; slug: string; parentId: string | null; at: string },
): Promise<void> {
  await db
    .updateTable('terms')
    .set({ name: change.name, slug: change.slug, parent_id: change.parentId, updated_at: change.at })
    .where('id', '=', id)
    .execute();
}

export async function deleteTermRow(db: Executor, websiteId: string, id: string): Promise<void> {
  // Children of a deleted category move to the top level rather than vanish with it.
  await db
    .updateTable('terms')
    .set({ parent_id: null })
    .where('website_id', '=', websiteId)
    .where('parent_id', '=', id)
    .execute();
  await db.deleteFrom('terms').where('website_id', '=', websiteId).where('id', '=', id).execute();
}

/** Points `oldSlug` at `termId`, replacing an older redirect of the same slug. */
export async function upsertRedirect(
  db: Executor,
  websiteId: string,
  kind: TermKind,
  oldSlug: string,
  termId: string,
): Promise<void> {
  await db
    .insertInto('term_redirects')
    .values({ website_id: websiteId, kind, old_slug: oldSlug, term_id: termId })
    .onConflict((oc) => oc.columns(['website_id', 'kind', 'old_slug']).doUpdateSet({ term_id: termId }))
    .execute();
}

/** A slug that is live again (a new or renamed term took it) must stop redirecting elsewhere. */
export async function deleteRedirect(
  db: Executor,
  websiteId: string,
  kind: TermKind,
  slug: string,
): Promise<void> {
  await db
    .deleteFrom('term_redirects')
    .where('website_id', '=', websiteId)
    .where('kind', '=', kind)
    .where('old_slug', '=', slug)
    .execute();
}

export async function moveRedirects(db: Executor, fromTermId: string, toTermId: string): Promise<void> {
  await db
    .updateTable('term_redirects')
    .set({ term_id: toTermId })
    .where('term_id', '=', fromTermId)
    .execute();
}

export async function moveChildren(db: Executor, fromTermId: string, toTermId: string): Promise<void> {
  await db.updateTable('terms').set({ parent_id: toTermId }).where('parent_id', '=', fromTermId).execute();
}

export interface AssignedTermRow {
  subjectId: string;
  id: string;
  kind: string;
  name: string;
  slug: string;
}

/** The terms of each subject, in each subject's order. */
export async function listAssignedTerms(
  db: Executor,
  websiteId: string,
  subject: TermSubject,
  subjectIds: readonly string[],
): Promise<AssignedTermRow[]> {
  if (subjectIds.length === 0) return [];
  return db
    .selectFrom('term_assignments')
    .innerJoin('terms', 'terms.id', 'term_assignments.term_id')
    .select([
      'term_assignments.subject_id as subjectId',
      'terms.id',
      'terms.kind',
      'terms.name',
      'terms.slug',
    ])
    .where('term_assignments.website_id', '=', websiteId)
    .where('term_assignments.subject_type', '=', subject)
    .where('term_assignments.subject_id', 'in', subjectIds)
    .orderBy('term_assignments.subject_id')
    .orderBy('term_assignments.position')
    .orderBy('terms.id')
    .execute();
}

/** Removes the subject's assignments, of one kind only when `kind` is given. */
export async function deleteAssignments(
  db: Executor,
  websiteId: string,
  subject: TermSubject,
  subjectId: string,
  kind?: TermKind,
): Promise<void> {
  let query = db
    .deleteFrom('term_assignments')
    .where('website_id', '=', websiteId)
    .where('subject_type', '=', subject)
    .where('subject_id', '=', subjectId);
  if (kind) {
    query = query.where('term_id', 'in', (eb) =>
      eb.selectFrom('terms').select('id').where('website_id', '=', websiteId).where('kind', '=', kind),
    );
  }
  await query.execute();
}

export async function insertAssignments(
  db: Executor,
  websiteId: string,
  subject: TermSubject,
  subjectId: string,
  termIds: readonly string[],
): Promise<void> {
  if (termIds.length === 0) return;
  await db
    .insertInto('term_assignments')
    .values(
      termIds.map((termId, position) => ({
        website_id: websiteId,
        term_id: termId,
        subject_type: subject,
        subject_id: subjectId,
        position,
      })),
    )
    .execute();
}

/** Gives the target every subject of the source it does not already have (merge), keeping positions. */
export async function copyAssignments(db: Executor, fromTermId: string, toTermId: string): Promise<void> {
  await db
    .insertInto('term_assignments')
    .columns(['website_id', 'term_id', 'subject_type', 'subject_id', 'position'])
    .expression((eb) =>
      eb
        .selectFrom('term_assignments as a')
        .select([
          'a.website_id',
          sql<string>`cast(${toTermId} as varchar(32))`.as('term_id'),
          'a.subject_type',
          'a.subject_id',
          'a.position',
        ])
        .where('a.term_id', '=', fromTermId)
        .where((w) =>
          w.not(
            w.exists(
              w
                .selectFrom('term_assignments as b')
                .select('b.term_id')
                .where('b.term_id', '=', toTermId)
                .whereRef('b.subject_type', '=', 'a.subject_type')
                .whereRef('b.subject_id', '=', 'a.subject_id'),
            ),
          ),
        ),
    )
    .execute();
}

export interface TermCountRow {
  termId: string;
  subjectType: string;
  n: number | string;
}

/** How many subjects of each type carry each term of `kind`. */
export async function countAssignments(
  db: Executor,
  websiteId: string,
  kind: TermKind,
  subject?: TermSubject,
): Promise<TermCountRow[]> {
  let query = db
    .selectFrom('term_assignments')
    .innerJoin('terms', 'terms.id', 'term_assignments.term_id')
    .select((eb) => [
      'term_assignments.term_id as termId',
      'term_assignments.subject_type as subjectType',
      eb.fn.countAll<number | string>().as('n'),
    ])
    .where('terms.website_id', '=', websiteId)
    .where('terms.kind', '=', kind);
  if (subject) query = query.where('term_assignments.subject_type', '=', subject);
  return query.groupBy(['term_assignments.term_id', 'term_assignments.subject_type']).execute();
}
