import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { WxrEvent } from './wxr-model';
import { readWxr } from './wxr-read';

const FIXTURES = resolve(import.meta.dirname, '../../../test/fixtures/imports');

async function eventsOf(path: string): Promise<WxrEvent[]> {
  const events: WxrEvent[] = [];
  for await (const event of readWxr(path)) events.push(event);
  return events;
}

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'plinth-wxr-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe('reading a WordPress export', () => {
  test('reads the channel, authors, terms and items with every field the import uses', async () => {
    const events = await eventsOf(join(FIXTURES, 'wordpress-export.xml'));
    expect(events.slice(0, 5)).toEqual([
      {
        kind: 'channel',
        channel: {
          title: 'Field Notes',
          link: 'https://fieldnotes.example',
          description: 'Notes from the workshop',
        },
      },
      { kind: 'author', author: { login: 'ada', email: 'owner@example.com', displayName: 'Ada Owner' } },
      {
        kind: 'author',
        author: { login: 'guest', email: 'guest@elsewhere.example', displayName: 'Guest Writer' },
      },
      { kind: 'term', term: { kind: 'category', slug: 'workshop', name: 'Workshop', parentSlug: '' } },
      { kind: 'term', term: { kind: 'tag', slug: 'linen', name: 'Linen', parentSlug: '' } },
    ]);
    const items = events.flatMap((e) => (e.kind === 'item' ? [e.item] : []));
    expect(items.map((i) => [i.index, i.postType, i.status, i.title])).toEqual([
      [1, 'post', 'publish', 'Hello & welcome'],
      [2, 'post', 'draft', 'Dye day'],
      [3, 'post', 'future', 'Coming soon'],
      [4, 'post', 'pending', 'Under review'],
      [5, 'post', 'private', 'Members only'],
      [6, 'page', 'publish', 'About us'],
      [7, 'attachment', 'inherit', 'loom'],
      [8, 'nav_menu_item', 'publish', 'Main menu link'],
    ]);
    const [hello] = items;
    expect(hello).toMatchObject({
      line: 18,
      guid: 'https://fieldnotes.example/?p=10',
      creator: 'ada',
      postId: '10',
      postDateGmt: '2024-03-01 10:00:00',
      slug: 'hello-welcome',
      excerpt: 'A first look <b>inside</b> the workshop.',
      terms: [
        { kind: 'category', slug: 'workshop', name: 'Workshop' },
        { kind: 'tag', slug: 'linen', name: 'Linen' },
        { kind: 'tag', slug: 'xss', name: '<img src=x onerror=alert(1)>' },
      ],
    });
    expect(hello?.content).toContain('<h2>Our first post</h2>');
    expect(hello?.comments).toEqual([
      {
        id: '5',
        parentId: '0',
        author: 'Reader One',
        email: 'reader@example.com',
        url: 'https://reader.example',
        dateGmt: '2024-03-02 09:30:00',
        content: 'Lovely <b>post</b>!',
        approved: '1',
      },
      {
        id: '6',
        parentId: '5',
        author: 'Spammer',
        email: 'spam@example.com',
        url: '',
        dateGmt: '2024-03-03 09:30:00',
        content: 'Buy now',
        approved: 'spam',
      },
    ]);
    expect(items[6]?.attachmentUrl).toBe('https://fieldnotes.example/wp-content/uploads/2024/03/loom.png');
  });

  test('refuses a DOCTYPE with an external entity (XXE) before reading anything', async () => {
    await expect(eventsOf(join(FIXTURES, 'wordpress-xxe.xml'))).rejects.toThrow(
      /^Line 2: the file's DOCTYPE declares entities or points to another file\./,
    );
  });

  test('refuses "billion laughs" entity declarations', async () => {
    await expect(eventsOf(join(FIXTURES, 'wordpress-billion-laughs.xml'))).rejects.toThrow(
      /DOCTYPE declares entities/,
    );
  });

  test('refuses an entity the file uses without declaring it, naming the line', async () => {
    const path = join(dir, 'undeclared.xml');
    await writeFile(
      path,
      '<?xml version="1.0"?>\n<rss><channel>\n<title>&nbsp;&secret;</title></channel></rss>',
    );
    await expect(eventsOf(path)).rejects.toThrow(
      /^Line 3, column \d+: the file is not well-formed XML \(undefined entity/,
    );
  });

  test('names the line of badly nested XML', async () => {
    await expect(eventsOf(join(FIXTURES, 'wordpress-broken.xml'))).rejects.toThrow(
      /^Line 4, column \d+: the file is not well-formed XML/,
    );
  });

  test('refuses a file that is not an RSS export', async () => {
    const path = join(dir, 'html.xml');
    await writeFile(path, '<html><body>hi</body></html>');
    await expect(eventsOf(path)).rejects.toThrow(/it starts with <html>, not <rss>/);
  });

  test('reads an ISO-8859-1 file by its declaration', async () => {
    const path = join(dir, 'latin1.xml');
    await writeFile(
      path,
      Buffer.from(
        '<?xml version="1.0" encoding="ISO-8859-1"?><rss><channel><title>Caf\u00e9</title></channel></rss>',
        'latin1',
      ),
    );
    expect((await eventsOf(path))[0]).toMatchObject({ channel: { title: 'Caf\u00e9' } });
  });
});
