import type { ContentItemDetail } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import type { ContentItemContext } from '@plinth/theme';
import { describe, expect, test } from 'vitest';
import { signedInOwner, useTestApp, Visitor } from './fixtures/create-test-app';
import { createTestCollection, createTestItem } from './fixtures/content-api';

const DAY = 24 * 60 * 60 * 1000;

/** The page editor's Publish and Schedule give a new item its shown date (docs/content.md). */
describe.each(testEngines())('an item published from the page editor on %s', (engine) => {
  let clock = Date.parse('2026-05-01T10:00:00Z');
  const t = useTestApp(engine, { rateLimit: { max: 10_000, windowMs: 10_000 } }, { now: () => clock });
  let ownerSession: Visitor | undefined;
  const owner = async () => (ownerSession ??= await signedInOwner(t.app));
  const publish = async (pageId: string, json: object = {}) => {
    const response = await (
      await owner()
    ).request({
      method: 'POST',
      url: `/config/api/pages/${pageId}/publish`,
      json,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const itemDate = async (id: string) =>
    (await (await owner()).get(`/config/api/items/${id}`)).json<ContentItemDetail>().itemDate;

  test('Publish sets an empty date to the publish time, and publishing again keeps it', async () => {
    const blog = await createTestCollection(await owner());
    await publish(blog.id);
    const post = await createTestItem(await owner(), blog.id, { title: 'First light' });
    expect(post.itemDate).toBeNull();
    const firstPublish = clock;
    await publish(post.id);
    expect(await itemDate(post.id)).toBe(new Date(firstPublish).toISOString());

    clock += 3 * DAY;
    await publish(post.id);
    const json = (await new Visitor(t.app).get(`/${blog.slug}?format=json`)).json<{
      items: ContentItemContext[];
    }>();
    expect(json.items.map((item) => [item.title, item.publishOn])).toEqual([['First light', firstPublish]]);
  });

  test('Schedule sets it to the scheduled time; a date the owner chose is kept', async () => {
    const blog = await createTestCollection(await owner());
    await publish(blog.id);
    const scheduled = await createTestItem(await owner(), blog.id, { title: 'Later' });
    const at = new Date(clock + 2 * DAY).toISOString();
    await publish(scheduled.id, { publishAt: at });
    expect(await itemDate(scheduled.id)).toBe(at);

    const dated = await createTestItem(await owner(), blog.id, {
      title: 'Dated',
      itemDate: '2020-02-02T00:00:00.000Z',
    });
    await publish(dated.id);
    expect(await itemDate(dated.id)).toBe('2020-02-02T00:00:00.000Z');
  });
});
