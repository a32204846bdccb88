import { BLOCK_DEFINITIONS, SITE_PAGE_MESSAGES, type SitePageDetail } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { Config } from '../src/config';
import { signedInOwner, useTestApp, Visitor } from './fixtures/create-test-app';
import { FakeSleep } from './fixtures/fake-sleep';
import { deleteKeys, redisAnswers, TEST_REDIS_URL, testKeyPrefix } from './fixtures/redis';

/**
 * Security review L-B: locked-page passwords get the sign-in limits, with the page in place of the
 * account: 5 wrong per page and address, then 429 with Retry-After; and per page across addresses,
 * past SIGN_IN_BACKOFF_AFTER (10), each guess waits before it is checked. The sleep is a FakeSleep.
 */
const redisUp = await redisAnswers();
const stores: ('memory' | 'Redis')[] = redisUp ? ['memory', 'Redis'] : ['memory'];
const cases = testEngines().flatMap((engine) => stores.map((store) => [engine, store] as const));

const PASSWORD = 'open sesame 1';
const block = { id: 'secret', type: 'text', props: BLOCK_DEFINITIONS.text.defaults() };

let addressNumber = 0;
/** A client address no earlier request used. */
function newAddress(): string {
  addressNumber += 1;
  return `192.0.${Math.floor(addressNumber / 250)}.${(addressNumber % 250) + 1}`;
}

describe.each(cases)('locked-page password limits on %s, counters in %s', (engine, store) => {
  const keyPrefix = testKeyPrefix();
  const fake = new FakeSleep();
  const overrides: Partial<Config> = {
    trustProxy: 1,
    rateLimit: { max: 10_000, windowMs: 10_000 },
    redis: store === 'Redis' ? { url: TEST_REDIS_URL, keyPrefix } : undefined,
  };
  const t = useTestApp(engine, overrides, { sleep: fake.sleep });
  beforeEach(() => {
    fake.take();
  });
  afterEach(() => {
    fake.release();
  });
  afterAll(async () => {
    if (store === 'Redis') await deleteKeys(keyPrefix);
  });

  let pageNumber = 0;
  /** A published page locked with PASSWORD; answers its slug. */
  async function lockedPage(): Promise<string> {
    pageNumber += 1;
    const owner = await signedInOwner(t.app);
    const created = (
      await owner.request({
        method: 'POST',
        url: '/config/api/pages',
        json: { title: `Locked ${pageNumber}`, layout: 'blank' },
      })
    ).json<SitePageDetail>();
    const saved = await owner.request({
      method: 'PUT',
      url: `/config/api/pages/${created.id}/document`,
      json: {
        baseRevision: created.revision,
        document: { version: 1, root: { props: {} }, blocks: [block] },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const locked = await owner.request({
      method: 'PUT',
      url: `/config/api/pages/${created.id}/settings`,
      json: { password: PASSWORD },
    });
    expect(locked.statusCode, locked.body).toBe(200);
    const published = await owner.request({
      method: 'POST',
      url: `/config/api/pages/${created.id}/publish`,
      json: {},
    });
    expect(published.statusCode, published.body).toBe(200);
    return created.slug;
  }

  /** A new browser at `address` (behind one trusted proxy) that opens the lock screen, then posts. */
  async function guess(slug: string, address: string, password: string) {
    const headers = { 'x-forwarded-for': address };
    const visitor = new Visitor(t.app);
    await visitor.request({ method: 'GET', url: `/${slug}`, headers });
    const crumb = visitor.cookies.get('crumb') ?? '';
    return visitor.request({
      method: 'POST',
      url: `/${slug}`,
      headers,
      form: { crumb, password },
      crumb: 'omit',
    });
  }

  test('five wrong passwords from one address, then 429 with Retry-After on the lock screen, the right one too; other addresses and pages are not held', async () => {
    const slug = await lockedPage();
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await guess(slug, address, `guess ${i}`)).statusCode);
    expect(statuses).toEqual([403, 403, 403, 403, 403]);

    const refused = await guess(slug, address, PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toContain('Too many password attempts. Try again in 15 minutes.');
    expect(refused.body).toContain(SITE_PAGE_MESSAGES.lockedPrompt);
    expect(refused.body).not.toContain('data-block-id="secret"');

    const otherPage = await lockedPage();
    expect((await guess(otherPage, address, 'guess')).statusCode).toBe(403);
    const opened = await guess(slug, newAddress(), PASSWORD);
    expect(opened.statusCode).toBe(303);
    expect(fake.take()).toEqual([]);
  });

  test('ten wrong passwords from five addresses pass at once; then each guess waits, and the right one still opens the page after its wait', async () => {
    const slug = await lockedPage();
    const statuses: number[] = [];
    let address = newAddress();
    for (let i = 0; i < 12; i += 1) {
      if (i % 2 === 0) address = newAddress();
      statuses.push((await guess(slug, address, `spread guess ${i}`)).statusCode);
      if (i === 9) expect(fake.take()).toEqual([]);
    }
    expect(statuses).toEqual(Array(12).fill(403));
    expect(fake.take()).toEqual([1000, 2000]);

    const opened = await guess(slug, newAddress(), PASSWORD);
    expect(opened.statusCode).toBe(303);
    expect(fake.take()).toEqual([4000]);
    // Another page is not slowed down.
    expect((await guess(await lockedPage(), newAddress(), 'guess')).statusCode).toBe(403);
    expect(fake.take()).toEqual([]);
  });
});
