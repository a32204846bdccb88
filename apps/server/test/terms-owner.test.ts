import type { ApiError, TermListAnswer, TermWithCount } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { signedInOwner, useTestApp, type Visitor } from './fixtures/create-test-app';

describe.each(testEngines())('tag and category manager API on %s', (engine) => {
  const t = useTestApp(engine);
  let ownerSession: Visitor | undefined;
  const owner = async () => (ownerSession ??= await signedInOwner(t.app));

  async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, json?: unknown) {
    return (await owner()).request({ method, url, json });
  }

  async function create(kind: 'tag' | 'category', name: string, parentId?: string): Promise<TermWithCount> {
    const response = await call('POST', '/config/api/terms', {
      kind,
      name,
      ...(parentId ? { parentId } : {}),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TermWithCount>();
  }

  async function list(kind: 'tag' | 'category'): Promise<TermWithCount[]> {
    const response = await call('GET', `/config/api/terms?kind=${kind}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TermListAnswer>().terms;
  }

  test('creates a tag with a slug from its name and lists it with zero counts', async () => {
    const tag = await create('tag', '  Spring   Sale ');
    expect(tag).toMatchObject({
      name: 'Spring Sale',
      slug: 'spring-sale',
      kind: 'tag',
      itemCount: 0,
      productCount: 0,
    });
    expect((await list('tag')).map((x) => x.slug)).toContain('spring-sale');
    expect((await list('category')).map((x) => x.slug)).not.toContain('spring-sale');
  });

  test('refuses a name taken by its kind, ignoring case, with "This tag already exists"', async () => {
    await create('tag', 'Duplicate me');
    const again = await call('POST', '/config/api/terms', { kind: 'tag', name: 'duplicate ME' });
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiError>()).toMatchObject({
      code: 'TERM_EXISTS',
      message: 'This tag already exists',
      fieldErrors: { name: 'This tag already exists' },
    });
    // The same name as a category is another term.
    await create('category', 'Duplicate me');
  });

  test('refuses a category over 25 characters and a tag over 50 with the kind in the message', async () => {
    const category = await call('POST', '/config/api/terms', { kind: 'category', name: 'c'.repeat(26) });
    expect(category.statusCode).toBe(400);
    expect(category.json<ApiError>().fieldErrors).toEqual({
      name: 'A category name may be at most 25 characters',
    });
    const tag = await call('POST', '/config/api/terms', { kind: 'tag', name: 't'.repeat(51) });
    expect(tag.json<ApiError>().fieldErrors).toEqual({ name: 'A tag name may be at most 50 characters' });
    const blank = await call('POST', '/config/api/terms', { kind: 'tag', name: '   ' });
    expect(blank.json<ApiError>().fieldErrors).toEqual({ name: 'Enter a name for the tag' });
  });

  test('renaming gives a new slug and the old one redirects; merging moves counts and redirects', async () => {
    const a = await create('category', 'Knitwear');
    const renamed = await call('PATCH', `/config/api/terms/${a.id}`, { name: 'Knits' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<TermWithCount>()).toMatchObject({ name: 'Knits', slug: 'knits' });

    const b = await create('category', 'Sweaters');
    const merged = await call('POST', `/config/api/terms/${b.id}/merge`, { targetId: a.id });
    expect(merged.statusCode, merged.body).toBe(200);
    const slugs = (await list('category')).map((x) => x.slug);
    expect(slugs).toContain('knits');
    expect(slugs).not.toContain('sweaters');

    const self = await call('POST', `/config/api/terms/${a.id}/merge`, { targetId: a.id });
    expect(self.json<ApiError>().fieldErrors).toEqual({
      targetId: 'Choose a different category to merge into',
    });
    const tag = await create('tag', 'Not a category');
    const across = await call('POST', `/config/api/terms/${tag.id}/merge`, { targetId: a.id });
    expect(across.statusCode).toBe(404);
  });

  test('deletes a term; a second delete is 404', async () => {
    const tag = await create('tag', 'Short lived');
    expect((await call('DELETE', `/config/api/terms/${tag.id}`)).statusCode).toBe(204);
    const again = await call('DELETE', `/config/api/terms/${tag.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json<ApiError>()).toMatchObject({ code: 'TERM_NOT_FOUND' });
  });

  test('a hostile name is stored as text and answered as JSON, never as markup', async () => {
    const tag = await create('tag', '<img src=x onerror=alert(1)>');
    expect(tag.name).toBe('<img src=x onerror=alert(1)>');
    expect(tag.slug).toBe('img-src-x-onerror-alert-1');
  });
});
