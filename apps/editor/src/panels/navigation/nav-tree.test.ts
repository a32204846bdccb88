import { describe, expect, test } from 'vitest';
import type { ResolvedLink } from '@plinth/contracts';
import {
  buildNavigation,
  canIndent,
  dropEntry,
  flattenNavigation,
  indent,
  isValidNavigation,
  moveDown,
  moveUp,
  outdent,
  removeEntry,
  type NavEntry,
} from './nav-tree';

const link = (title: string, externalLink = `/${title.toLowerCase()}`): ResolvedLink => ({
  title,
  collectionId: null,
  externalLink,
  memberAreaId: null,
  newWindow: false,
  url: externalLink,
  items: [],
});
const folder = (title: string, items: ResolvedLink[]): ResolvedLink => ({
  title,
  collectionId: null,
  externalLink: null,
  memberAreaId: null,
  newWindow: false,
  url: null,
  items,
});

/** "Home, More[About, Blog], Shop" */
function outline(entries: readonly NavEntry[]): string {
  return buildNavigation(entries)
    .map((item) =>
      item.items.length > 0 || item.externalLink === null
        ? `${item.title}[${item.items.map((c) => c.title).join(', ')}]`
        : item.title,
    )
    .join(', ');
}

function start() {
  const entries = flattenNavigation([
    link('Home', '/'),
    folder('More', [link('About'), link('Blog')]),
    link('Shop'),
  ]);
  const key = (title: string) => entries.find((entry) => entry.title === title)!.key;
  return { entries, key };
}

describe('flatten and build', () => {
  test('round-trip a navigation with a folder', () => {
    const { entries } = start();
    expect(entries.map((e) => [e.title, e.depth])).toEqual([
      ['Home', 0],
      ['More', 0],
      ['About', 1],
      ['Blog', 1],
      ['Shop', 0],
    ]);
    expect(outline(entries)).toBe('Home, More[About, Blog], Shop');
  });

  test('a nested entry must sit under a folder', () => {
    const { entries } = start();
    expect(isValidNavigation(entries)).toBe(true);
    expect(isValidNavigation([{ ...entries[0]!, depth: 1 }])).toBe(false);
    expect(isValidNavigation([entries[0]!, { ...entries[4]!, depth: 1 }])).toBe(false);
  });
});

describe('move up and down', () => {
  test('a top-level entry swaps with the previous block, its links travelling with it', () => {
    const { entries, key } = start();
    expect(outline(moveUp(entries, key('Shop')))).toBe('Home, Shop, More[About, Blog]');
    expect(outline(moveUp(entries, key('More')))).toBe('More[About, Blog], Home, Shop');
    expect(outline(moveDown(entries, key('Home')))).toBe('More[About, Blog], Home, Shop');
  });

  test('links inside a folder swap, and the first or last one steps out of it', () => {
    const { entries, key } = start();
    expect(outline(moveDown(entries, key('About')))).toBe('Home, More[Blog, About], Shop');
    expect(outline(moveUp(entries, key('About')))).toBe('Home, About, More[Blog], Shop');
    expect(outline(moveDown(entries, key('Blog')))).toBe('Home, More[About], Blog, Shop');
  });

  test('the first cannot go up and the last cannot go down', () => {
    const { entries, key } = start();
    expect(moveUp(entries, key('Home'))).toEqual(entries);
    expect(moveDown(entries, key('Shop'))).toEqual(entries);
  });
});

describe('indent and outdent', () => {
  test('a link after a folder goes into it as its last link', () => {
    const { entries, key } = start();
    expect(canIndent(entries, key('Shop'))).toBe(true);
    expect(outline(indent(entries, key('Shop')))).toBe('Home, More[About, Blog, Shop]');
  });

  test('a link after another link, and a folder, cannot be indented', () => {
    const { entries, key } = start();
    expect(canIndent(entries, key('More'))).toBe(false);
    const homeFirst = moveUp(entries, key('Shop'));
    expect(canIndent(homeFirst, key('Shop'))).toBe(false);
    expect(indent(homeFirst, key('Shop'))).toEqual(homeFirst);
  });

  test('outdent puts the link after its folder', () => {
    const { entries, key } = start();
    expect(outline(outdent(entries, key('About')))).toBe('Home, More[Blog], About, Shop');
  });
});

test('removing a folder removes its links', () => {
  const { entries, key } = start();
  expect(outline(removeEntry(entries, key('More')))).toBe('Home, Shop');
});

describe('dropEntry (drag and drop)', () => {
  test('dragging down puts the entry below the one it is over', () => {
    const { entries, key } = start();
    expect(outline(dropEntry(entries, key('Home'), key('Shop'), 0)!)).toBe('More[About, Blog], Shop, Home');
  });

  test('dragging up puts it above, at top level', () => {
    const { entries, key } = start();
    expect(outline(dropEntry(entries, key('Shop'), key('Home'), 0)!)).toBe('Shop, Home, More[About, Blog]');
  });

  test('a sideways drag nests a link into the folder above its drop place', () => {
    const { entries, key } = start();
    expect(outline(dropEntry(entries, key('Shop'), key('Shop'), 1)!)).toBe('Home, More[About, Blog, Shop]');
    expect(outline(dropEntry(entries, key('Shop'), key('Blog'), 1)!)).toBe('Home, More[About, Shop, Blog]');
  });

  test('a sideways drag to the left takes a link out of its folder', () => {
    const { entries, key } = start();
    expect(outline(dropEntry(entries, key('Blog'), key('Blog'), -1)!)).toBe('Home, More[About], Blog, Shop');
  });

  test('dropped between two links of a folder, a link joins the folder', () => {
    const { entries, key } = start();
    expect(outline(dropEntry(entries, key('Home'), key('About'), 0)!)).toBe('More[About, Home, Blog], Shop');
  });

  test('a folder dragged below another folder goes after its links, and cannot be nested', () => {
    const items = [folder('A', [link('A1')]), folder('B', [link('B1')])];
    const entries = flattenNavigation(items);
    const key = (title: string) => entries.find((entry) => entry.title === title)!.key;
    expect(outline(dropEntry(entries, key('A'), key('B'), 0)!)).toBe('B[B1], A[A1]');
    expect(dropEntry(entries, key('B'), key('A1'), 1)).toBeNull();
  });
});
