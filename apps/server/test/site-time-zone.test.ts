import { COLLECTION_TYPE, type ContentCollectionList, type SiteTimeZoneSettings } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { signedInOwner, useTestApp, Visitor } from './fixtures/create-test-app';
import { insertTestCollection, insertTestItem } from './fixtures/create-content';

const URL = '/config/api/time-zone';

/** Language & region's time zone (docs/languages.md): stored in settings.timeZone, read by events. */
describe.each(testEngines())('the site time zone on %s', (engine) => {
  const clock = Date.parse('2026-03-10T15:00:00Z');
  const t = useTestApp(engine, { rateLimit: { max: 10_000, windowMs: 10_000 } }, { now: () => clock });
  let ownerSession: Visitor | undefined;
  const owner = async () => (ownerSession ??= await signedInOwner(t.app));
  const put = async (timeZone: unknown) =>
    (await owner()).request({ method: 'PUT', url: URL, json: { timeZone } });

  test('answers New York while unset, with every IANA zone and UTC to choose from', async () => {
    const answer = await (await owner()).get(URL);
    expect(answer.statusCode).toBe(200);
    const settings = answer.json<SiteTimeZoneSettings>();
    expect(settings.timeZone).toBe('America/New_York');
    expect(settings.timeZones).toContain('UTC');
    expect(settings.timeZones).toContain('Europe/Paris');
    expect(settings.timeZones).toEqual([...settings.timeZones].sort());
  });

  test('refuses a zone it does not know with a message naming it, and keeps the old one', async () => {
    const refused = await put('Mars/Olympus_Mons');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'TIME_ZONE_UNKNOWN',
      fieldErrors: {
        timeZone:
          '"Mars/Olympus_Mons" is not a time zone we know: choose one from the list, such as America/New_York.',
      },
    });
    expect((await put('x'.repeat(65))).json()).toMatchObject({ code: 'INVALID_REQUEST' });
    expect((await put('')).json()).toMatchObject({ fieldErrors: { timeZone: 'Choose a time zone.' } });
    expect((await (await owner()).get(URL)).json<SiteTimeZoneSettings>().timeZone).toBe('America/New_York');
  });

  test('takes another name of a zone the runtime knows, stored as the runtime names it', async () => {
    // Node 20's list has "Asia/Calcutta"; "Asia/Kolkata" is the current name of the same zone.
    const kolkata = await put('Asia/Kolkata');
    expect(kolkata.statusCode, kolkata.body).toBe(200);
    const settings = kolkata.json<SiteTimeZoneSettings>();
    expect(settings.timeZones).toContain(settings.timeZone);
    expect(['Asia/Kolkata', 'Asia/Calcutta']).toContain(settings.timeZone);
    expect((await put('europe/paris')).json<SiteTimeZoneSettings>().timeZone).toBe('Europe/Paris');
    // As the other tests expect it.
    await (await owner()).request({ method: 'PUT', url: URL, json: { timeZone: 'America/New_York' } });
  });

  test('a saved zone shows at once on cached event pages, in the owner’s collections and JSON', async () => {
    const events = await insertTestCollection(t.db, t.websiteId, { type: COLLECTION_TYPE.events });
    await insertTestItem(t.db, t.websiteId, events, {
      title: 'Talk',
      slug: 'talk',
      startsAt: '2026-03-12T15:00:00Z',
      endsAt: '2026-03-12T16:00:00Z',
    });
    const calendar = `/${events.slug}?view=calendar&month=2026-03`;
    const visitor = new Visitor(t.app);
    // 15:00 UTC is 11:00 in New York; the page is now cached.
    expect((await visitor.get(calendar)).body).toContain('11:00 AM');

    const saved = await put('Asia/Tokyo');
    expect(saved.statusCode).toBe(200);
    expect(saved.json<SiteTimeZoneSettings>().timeZone).toBe('Asia/Tokyo');

    const after = (await visitor.get(calendar)).body;
    expect(after).toContain('12:00 AM');
    expect(after).not.toContain('11:00 AM');
    const json = (await visitor.get(`/${events.slug}?format=json`)).json<{ website: { timeZone: string } }>();
    expect(json.website.timeZone).toBe('Asia/Tokyo');
    const collections = (await (await owner()).get('/config/api/collections')).json<ContentCollectionList>();
    expect(collections.timeZone).toBe('Asia/Tokyo');

    expect((await put('UTC')).json<SiteTimeZoneSettings>().timeZone).toBe('UTC');
  });
});
