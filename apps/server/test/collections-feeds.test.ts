import { COLLECTION_TYPE, SITE_PAGE_STATUS } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import type { ContentCalendarContext, ContentItemContext } from '@plinth/theme';
import { describe, expect, test } from 'vitest';
import { useTestApp, Visitor } from './fixtures/create-test-app';
import { insertTestCollection, insertTestItem } from './fixtures/create-content';
import { parseXml, xmlAll, xmlText } from './fixtures/parse-xml';

const DAY = 24 * 60 * 60 * 1000;
const HOSTILE = '<script>alert("x")</script>';

/** The unfolded lines of an .ics file (RFC 5545 section 3.1). */
function icsLines(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n');
}

describe.each(testEngines())('Blog feeds, events, .ics and the sitemap on %s', (engine) => {
  const clock = Date.parse('2026-03-10T15:00:00Z');
  const t = useTestApp(engine, { rateLimit: { max: 10_000, windowMs: 10_000 } }, { now: () => clock });
  const get = (url: string) => new Visitor(t.app).get(url);
  const iso = (offsetDays: number, hours = 0) =>
    new Date(clock + offsetDays * DAY + hours * 3_600_000).toISOString();

  test('a blog answers ?format=rss with valid RSS 2.0: its latest 20 posts, escaped, RFC 822 dates', async () => {
    const blog = await insertTestCollection(t.db, t.websiteId, { title: 'Notes & News' });
    for (let i = 0; i < 22; i++) {
      await insertTestItem(t.db, t.websiteId, blog, {
        title: `Note ${i + 1}`,
        slug: `note-${i + 1}`,
        itemDate: iso(-30 + i),
      });
    }
    await insertTestItem(t.db, t.websiteId, blog, {
      title: HOSTILE,
      slug: 'hostile',
      itemDate: iso(-1),
      excerpt: '<p>Fish &amp; chips <img src=x onerror=alert(1)></p>',
      tags: [{ name: 'A & <b>', slug: 'a-b' }],
    });
    await insertTestItem(t.db, t.websiteId, blog, { title: 'Draft', status: SITE_PAGE_STATUS.draft });
    const response = await get(`/${blog.slug}?format=rss`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const rss = parseXml(response.body);
    expect(rss.name).toBe('rss');
    expect(rss.attributes.version).toBe('2.0');
    const channel = xmlAll(rss, 'channel')[0];
    if (!channel) throw new Error('no channel');
    expect(xmlText(channel, 'title')).toContain('Notes & News');
    expect(xmlText(channel, 'link')).toMatch(new RegExp(`^http://[^/]+/${blog.slug}$`));
    expect(xmlText(channel, 'description')).not.toBe('');
    const items = xmlAll(channel, 'item');
    expect(items).toHaveLength(20);
    const [first] = items;
    if (!first) throw new Error('no item');
    expect(xmlText(first, 'title')).toBe(HOSTILE);
    expect(xmlText(first, 'guid')).toBe(xmlText(first, 'link'));
    expect(xmlText(first, 'pubDate')).toMatch(
      /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
    );
    expect(xmlText(first, 'description')).not.toContain('onerror');
    expect(xmlText(first, 'content:encoded')).toContain('body text.');
    expect(response.body).not.toContain('<script>');
    expect(xmlAll(channel, 'title').map((e) => e.text)).not.toContain('Draft');
  });

  test('the RSS feed is only a blog’s, and an events page offers iCalendar instead', async () => {
    const events = await insertTestCollection(t.db, t.websiteId, { type: COLLECTION_TYPE.events });
    const blog = await insertTestCollection(t.db, t.websiteId);
    expect((await get(`/${events.slug}?format=rss`)).statusCode).toBe(404);
    expect((await get(`/${blog.slug}?format=ical`)).statusCode).toBe(404);
    expect((await get('/shop?format=rss')).statusCode).toBe(404);
  });

  test('an events page lists upcoming events soonest first, past ones apart, with the month calendar', async () => {
    const events = await insertTestCollection(t.db, t.websiteId, {
      type: COLLECTION_TYPE.events,
      title: 'Events',
    });
    await insertTestItem(t.db, t.websiteId, events, {
      title: 'Later',
      slug: 'later',
      startsAt: iso(9),
      endsAt: iso(9, 2),
    });
    await insertTestItem(t.db, t.websiteId, events, {
      title: 'Soon',
      slug: 'soon',
      startsAt: iso(2),
      endsAt: iso(2, 2),
    });
    await insertTestItem(t.db, t.websiteId, events, {
      title: 'Gone',
      slug: 'gone',
      startsAt: iso(-3),
      endsAt: iso(-3, 2),
    });
    const json = (await get(`/${events.slug}?format=json`)).json<{ items: ContentItemContext[] }>();
    expect(json.items.map((item) => item.title)).toEqual(['Soon', 'Later']);
    expect(json.items[0]).toMatchObject({
      recordType: 12,
      startDate: clock + 2 * DAY,
      endDate: clock + 2 * DAY + 7_200_000,
    });
    const past = (await get(`/${events.slug}?events=past&format=json`)).json<{
      items: ContentItemContext[];
    }>();
    expect(past.items.map((item) => item.title)).toEqual(['Gone']);
    const calendar = await get(`/${events.slug}?view=calendar&month=2026-03`);
    expect(calendar.statusCode).toBe(200);
    expect(calendar.body).toContain('<caption class="visually-hidden">Events in March 2026</caption>');
    expect(calendar.body).toContain(`href="/${events.slug}?view=calendar&amp;month=2026-04" rel="next"`);
    const month = (await get(`/${events.slug}?view=calendar&month=2026-03&format=json`)).json<{
      calendar: ContentCalendarContext;
    }>();
    const days = month.calendar.weeks.flatMap((week) => week.days).filter((day) => day.events.length > 0);
    // 12 March, 15:00 UTC is 11:00 in New York (daylight time from 8 March).
    expect(days.map((day) => [day.day, day.events[0]?.title, day.events[0]?.time])).toEqual([
      [7, 'Gone', '10:00 AM'],
      [12, 'Soon', '11:00 AM'],
      [19, 'Later', '11:00 AM'],
    ]);
  });

  test('an event downloads as an .ics file: one VEVENT, times in the site’s zone, escaped text, 75-octet lines', async () => {
    const events = await insertTestCollection(t.db, t.websiteId, { type: COLLECTION_TYPE.events });
    const title = `Concert; live, with "strings" \\ ${'long name '.repeat(8)}ü`;
    await insertTestItem(t.db, t.websiteId, events, {
      title,
      slug: 'concert',
      startsAt: '2026-03-20T23:00:00.000Z',
      endsAt: '2026-03-21T01:30:00.000Z',
      excerpt: '<p>Doors at 6,\nbring a friend</p>',
      location: {
        name: 'Harbor Hall',
        addressLine1: '12 Pier Road',
        addressLine2: 'Portland',
        addressCountry: 'USA',
      },
    });
    for (const url of [`/${events.slug}/concert.ics`, `/${events.slug}/concert?format=ics`]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="concert.ics"');
      const ics = response.body;
      expect(ics.endsWith('\r\n')).toBe(true);
      expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
      for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      const lines = icsLines(ics);
      expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
      // 23:00 UTC is 19:00 in New York (daylight time from 8 March), described by one VTIMEZONE.
      expect(lines).toContain('DTSTART;TZID=America/New_York:20260320T190000');
      expect(lines).toContain('DTEND;TZID=America/New_York:20260320T213000');
      expect(lines.filter((line) => line === 'BEGIN:VTIMEZONE')).toHaveLength(1);
      expect(lines).toContain('TZID:America/New_York');
      expect(lines).toContain(`SUMMARY:Concert\\; live\\, with "strings" \\\\ ${'long name '.repeat(8)}ü`);
      expect(lines).toContain('LOCATION:Harbor Hall\\, 12 Pier Road\\, Portland\\, USA');
      expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toMatch(
        /^DESCRIPTION:Doors at 6\\,\s?bring a friend$/,
      );
      expect(lines.some((line) => /^UID:.+@/.test(line))).toBe(true);
      expect(lines.some((line) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(line))).toBe(true);
      expect(
        lines.some((line) => line.startsWith(`URL:http://`) && line.endsWith(`/${events.slug}/concert`)),
      ).toBe(true);
    }
  });

  test('an all-day event is a VALUE=DATE day in the site’s time zone, its end the day after', async () => {
    const events = await insertTestCollection(t.db, t.websiteId, { type: COLLECTION_TYPE.events });
    // 14 March in New York runs from 04:00 UTC to 04:00 UTC the next day.
    await insertTestItem(t.db, t.websiteId, events, {
      title: 'Fair',
      slug: 'fair',
      allDay: true,
      startsAt: '2026-03-14T04:00:00.000Z',
      endsAt: '2026-03-15T03:59:00.000Z',
    });
    const lines = icsLines((await get(`/${events.slug}/fair.ics`)).body);
    expect(lines).toContain('DTSTART;VALUE=DATE:20260314');
    expect(lines).toContain('DTEND;VALUE=DATE:20260315');
    const page = await get(`/${events.slug}/fair`);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page.body)?.[1] ?? '';
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'Event',
      startDate: '2026-03-14',
      endDate: '2026-03-14',
    });
  });

  test('an event page shows when and where, the map, Add to calendar and the Google Calendar link', async () => {
    const events = await insertTestCollection(t.db, t.websiteId, { type: COLLECTION_TYPE.events });
    await insertTestItem(t.db, t.websiteId, events, {
      title: `Open night ${HOSTILE}`,
      slug: 'open-night',
      startsAt: '2026-03-20T23:00:00.000Z',
      endsAt: '2026-03-21T01:00:00.000Z',
      location: {
        name: 'Harbor <Hall>',
        addressLine1: '12 Pier Road',
        addressCountry: 'USA',
        mapLat: 43.6,
        mapLng: -70.2,
      },
    });
    const page = await get(`/${events.slug}/open-night`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`href="/${events.slug}/open-night.ics" download`);
    expect(page.body).toContain(
      'href="http://www.google.com/calendar/event?action=TEMPLATE&amp;text=Open%20night%20%3Cscript%3Ealert%28%22x%22%29%3C/script%3E&amp;dates=20260320T230000Z/20260321T010000Z&amp;location=12%20Pier%20Road%2C%20USA"',
    );
    expect(page.body).toContain('class="map-block__svg"');
    expect(page.body).toContain('Harbor &lt;Hall&gt;');
    expect(page.body).not.toContain('<script>alert');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page.body)?.[1] ?? '';
    expect(jsonLd).not.toContain('<');
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'Event',
      startDate: '2026-03-20T23:00:00.000Z',
      location: { '@type': 'Place', name: 'Harbor <Hall>' },
    });
  });

  test('an events page answers ?format=ical with its upcoming events as one calendar', async () => {
    const events = await insertTestCollection(t.db, t.websiteId, {
      type: COLLECTION_TYPE.events,
      title: 'Town, events',
    });
    await insertTestItem(t.db, t.websiteId, events, { title: 'One', startsAt: iso(1), endsAt: iso(1, 1) });
    await insertTestItem(t.db, t.websiteId, events, { title: 'Two', startsAt: iso(2), endsAt: iso(2, 1) });
    await insertTestItem(t.db, t.websiteId, events, { title: 'Old', startsAt: iso(-2), endsAt: iso(-2, 1) });
    const response = await get(`/${events.slug}?format=ical`);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const lines = icsLines(response.body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('X-WR-CALNAME:Town\\, events');
    expect(lines.filter((line) => line.startsWith('SUMMARY:'))).toEqual(['SUMMARY:One', 'SUMMARY:Two']);
    expect(lines.filter((line) => line === 'BEGIN:VTIMEZONE')).toHaveLength(1);
    expect(lines.indexOf('END:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
    // 11 March 2026, 15:00 UTC is 11:00 in New York.
    expect(lines).toContain('DTSTART;TZID=America/New_York:20260311T110000');
  });

  test('the sitemap lists live posts and events of public collections, and no drafts', async () => {
    const blog = await insertTestCollection(t.db, t.websiteId);
    await insertTestItem(t.db, t.websiteId, blog, { title: 'Mapped', slug: 'mapped' });
    await insertTestItem(t.db, t.websiteId, blog, {
      title: 'Unmapped',
      slug: 'unmapped',
      status: SITE_PAGE_STATUS.draft,
    });
    const members = await insertTestCollection(t.db, t.websiteId, { memberOnly: true });
    await insertTestItem(t.db, t.websiteId, members, { title: 'Private', slug: 'private-post' });
    const sitemap = parseXml((await get('/sitemap.xml')).body);
    const locs = xmlAll(sitemap, 'loc').map((loc) => new URL(loc.text).pathname);
    expect(locs).toContain(`/${blog.slug}`);
    expect(locs).toContain(`/${blog.slug}/mapped`);
    expect(locs).not.toContain(`/${blog.slug}/unmapped`);
    expect(locs).not.toContain(`/mapped`);
    expect(locs.some((loc) => loc.endsWith('/private-post'))).toBe(false);
  });
});
