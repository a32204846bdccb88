import { newId, nowIso, writeTransaction, type Executor } from '@plinth/db';
import { createTestDatabase, testEngines, type TestDatabase } from '@plinth/db/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AppError } from '../../app-error';
import {
  deleteSubjectTerms,
  findTermBySlug,
  findTermRedirect,
  listSubjectTerms,
  listTermsWithCounts,
  setSubjectTerms,
} from './index';
import { createTerm, deleteTerm, mergeTerms, updateTerm } from './term-manager';

describe.each(testEngines())('terms module on %s', (engine) => {
  let handle: TestDatabase;
  let db: Executor;
  let websiteId: string;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    db = handle.db.kysely;
    websiteId = newId();
    await db
      .insertInto('websites')
      .values({
        id: websiteId,
        title: 'S',
        currency: 'USD',
        language: 'en-US',
        settings: '{}',
        created_at: nowIso(),
      })
      .execute();
  });
  afterAll(async () => (handle as TestDatabase | undefined)?.drop());

  async function failure(run: () => Promise<unknown>): Promise<AppError> {
    const error = await run().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }

  test('sets tags and categories by name, creating terms, keeping order, ignoring case repeats', async () => {
    await writeTransaction(handle.db, (trx) =>
      setSubjectTerms(trx, websiteId, 'item', 'post-1', {
        tags: ['  Summer  Sale', 'Linen', 'summer sale', ''],
        categories: ['News'],
      }),
    );
    await setSubjectTerms(db, websiteId, 'product', 'p-1', { tags: ['linen', 'Cotton & Wool'] });
    const terms = await listSubjectTerms(db, websiteId, 'item', ['post-1', 'none']);
    expect(terms.get('post-1')?.tags.map((t) => [t.name, t.slug])).toEqual([
      ['Summer Sale', 'summer-sale'],
      ['Linen', 'linen'],
    ]);
    expect(terms.get('post-1')?.categories.map((t) => t.slug)).toEqual(['news']);
    expect(terms.has('none')).toBe(false);
    const product = (await listSubjectTerms(db, websiteId, 'product', ['p-1'])).get('p-1');
    expect(product?.tags.map((t) => t.slug)).toEqual(['linen', 'cotton-and-wool']);
  });

  test('replaces only the kinds given; an empty list clears that kind', async () => {
    await setSubjectTerms(db, websiteId, 'item', 'post-2', { tags: ['A1 tag'], categories: ['Cat one'] });
    await setSubjectTerms(db, websiteId, 'item', 'post-2', { tags: ['Linen'] });
    let terms = (await listSubjectTerms(db, websiteId, 'item', ['post-2'])).get('post-2');
    expect(terms?.tags.map((t) => t.name)).toEqual(['Linen']);
    expect(terms?.categories.map((t) => t.name)).toEqual(['Cat one']);
    await setSubjectTerms(db, websiteId, 'item', 'post-2', { categories: [] });
    terms = (await listSubjectTerms(db, websiteId, 'item', ['post-2'])).get('post-2');
    expect(terms?.categories).toEqual([]);
  });

  test('refuses a tag over 50 or a category over 25 characters with field errors, writing nothing', async () => {
    const error = await failure(() =>
      setSubjectTerms(db, websiteId, 'item', 'post-3', {
        tags: ['ok', 'x'.repeat(51)],
        categories: ['y'.repeat(26)],
      }),
    );
    expect(error.code).toBe('TERMS_INVALID');
    expect(error.details.fieldErrors).toEqual({
      'tags.1': 'A tag name may be at most 50 characters',
      'categories.0': 'A category name may be at most 25 characters',
    });
    expect(await findTermBySlug(db, websiteId, 'tag', 'ok')).toBeNull();
    await setSubjectTerms(db, websiteId, 'item', 'post-3', {
      tags: ['x'.repeat(50)],
      categories: ['y'.repeat(25)],
    });
  });

  test('a name without letters gets the kind as its slug, then a free suffix', async () => {
    await setSubjectTerms(db, websiteId, 'item', 'post-4', { tags: ['日本', '中国'] });
    const tags = (await listSubjectTerms(db, websiteId, 'item', ['post-4'])).get('post-4')?.tags;
    expect(tags?.map((t) => t.slug)).toEqual(['tag', 'tag-1']);
  });

  test('counts items and products per term; deleting a subject removes its assignments', async () => {
    const counts = await listTermsWithCounts(db, websiteId, 'tag');
    const linen = counts.find((t) => t.slug === 'linen');
    expect(linen).toMatchObject({ itemCount: 2, productCount: 1, kind: 'tag', parentId: null });
    expect(
      (await listTermsWithCounts(db, websiteId, 'tag', 'product')).find((t) => t.slug === 'linen'),
    ).toMatchObject({ itemCount: 0, productCount: 1 });
    await deleteSubjectTerms(db, websiteId, 'product', 'p-1');
    const after = (await listTermsWithCounts(db, websiteId, 'tag')).find((t) => t.slug === 'linen');
    expect(after).toMatchObject({ itemCount: 2, productCount: 0 });
  });

  test('rename keeps the old slug as a redirect; merge moves assignments and redirects the source', async () => {
    const shoes = await createTerm(db, websiteId, { kind: 'category', name: 'Shoes' });
    expect(
      (await failure(() => createTerm(db, websiteId, { kind: 'category', name: 'shoes' }))).message,
    ).toBe('This category already exists');
    await setSubjectTerms(db, websiteId, 'product', 'p-2', { categories: ['Shoes'] });
    const renamed = await updateTerm(db, websiteId, shoes.id, { name: 'Footwear' });
    expect(renamed).toMatchObject({ slug: 'footwear', productCount: 1 });
    expect(await findTermRedirect(db, websiteId, 'category', 'shoes')).toBe('footwear');
    expect(await findTermBySlug(db, websiteId, 'category', 'shoes')).toBeNull();

    const boots = await createTerm(db, websiteId, { kind: 'category', name: 'Boots', parentId: renamed.id });
    expect(boots.parentId).toBe(renamed.id);
    await setSubjectTerms(db, websiteId, 'product', 'p-3', { categories: ['Boots', 'Footwear'] });
    const merged = await mergeTerms(db, websiteId, boots.id, renamed.id);
    expect(merged).toMatchObject({ id: renamed.id, productCount: 2 });
    expect(await findTermRedirect(db, websiteId, 'category', 'boots')).toBe('footwear');
    expect(await findTermRedirect(db, websiteId, 'category', 'shoes')).toBe('footwear');

    await deleteTerm(db, websiteId, renamed.id);
    expect(await findTermRedirect(db, websiteId, 'category', 'shoes')).toBeNull();
    expect((await listSubjectTerms(db, websiteId, 'product', ['p-3'])).get('p-3')).toBeUndefined();
  });

  test('a category nests one level only', async () => {
    const top = await createTerm(db, websiteId, { kind: 'category', name: 'Top' });
    const child = await createTerm(db, websiteId, { kind: 'category', name: 'Child', parentId: top.id });
    const error = await failure(() =>
      createTerm(db, websiteId, { kind: 'category', name: 'Grand', parentId: child.id }),
    );
    expect(error.details.fieldErrors).toEqual({
      parentId: 'A category may only sit under a top-level category',
    });
    const tag = await failure(() =>
      createTerm(db, websiteId, { kind: 'tag', name: 'T under', parentId: top.id }),
    );
    expect(tag.code).toBe('TERMS_INVALID');
  });
});
