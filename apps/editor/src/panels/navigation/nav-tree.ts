import type { ResolvedLink } from '@plinth/contracts';

/**
 * A navigation as the editor shows it: one flat list in display order where each entry is at depth 0
 * (top level) or 1 (inside the folder above it). Folders have no target and sit at the top level only,
 * as UpdateNavigation requires. Every operation returns a new list and leaves an invalid move undone.
 */
export interface NavEntry {
  key: string;
  depth: 0 | 1;
  title: string;
  collectionId: string | null;
  externalLink: string | null;
  memberAreaId: string | null;
  newWindow: boolean;
  /** Resolved address from GetSiteLayout, for display; null on new links. */
  url: string | null;
}

export function isFolder(entry: Pick<NavEntry, 'collectionId' | 'externalLink' | 'memberAreaId'>): boolean {
  return entry.collectionId === null && entry.externalLink === null && entry.memberAreaId === null;
}

let counter = 0;
export function newEntryKey(): string {
  counter += 1;
  return `nav-${counter}`;
}

export function flattenNavigation(items: readonly ResolvedLink[]): NavEntry[] {
  const entry = (item: ResolvedLink, depth: 0 | 1): NavEntry => ({
    key: newEntryKey(),
    depth,
    title: item.title,
    collectionId: item.collectionId,
    externalLink: item.externalLink,
    memberAreaId: item.memberAreaId,
    newWindow: item.newWindow,
    url: item.url,
  });
  return items.flatMap((item) => [entry(item, 0), ...item.items.map((child) => entry(child, 1))]);
}

export function buildNavigation(entries: readonly NavEntry[]): ResolvedLink[] {
  const items: ResolvedLink[] = [];
  for (const entry of entries) {
    const item: ResolvedLink = {
      title: entry.title,
      collectionId: entry.collectionId,
      externalLink: entry.externalLink,
      memberAreaId: entry.memberAreaId,
      newWindow: entry.newWindow,
      url: entry.url,
      items: [],
    };
    const parent = items[items.length - 1];
    if (entry.depth === 1 && parent) parent.items.push(item);
    else items.push(item);
  }
  return items;
}

/** True when every nested entry sits under a folder and no folder is nested. */
export function isValidNavigation(entries: readonly NavEntry[]): boolean {
  let parent: NavEntry | null = null;
  for (const entry of entries) {
    if (entry.depth === 0) parent = entry;
    else if (!parent || !isFolder(parent) || isFolder(entry)) return false;
  }
  return true;
}

/** [start, end) of the entry and, for a top-level entry, the children that travel with it. */
export function blockRange(entries: readonly NavEntry[], index: number): [number, number] {
  const entry = entries[index];
  if (!entry || entry.depth === 1) return [index, index + 1];
  let end = index + 1;
  while (entries[end]?.depth === 1) end += 1;
  return [index, end];
}

function indexOfKey(entries: readonly NavEntry[], key: string): number {
  return entries.findIndex((entry) => entry.key === key);
}

function valid(next: NavEntry[], fallback: readonly NavEntry[]): NavEntry[] {
  return isValidNavigation(next) ? next : [...fallback];
}

/** Moves a top-level entry (with its children) above the previous top-level one; a child above its sibling, or out of its folder when it is the first. */
export function moveUp(entries: readonly NavEntry[], key: string): NavEntry[] {
  const index = indexOfKey(entries, key);
  const entry = entries[index];
  if (!entry || index === 0) return [...entries];
  if (entry.depth === 1) {
    const previous = entries[index - 1]!;
    const next = [...entries];
    if (previous.depth === 1) [next[index - 1], next[index]] = [entry, previous];
    else next.splice(index - 1, 2, { ...entry, depth: 0 }, previous);
    return valid(next, entries);
  }
  let start = index - 1;
  while (start > 0 && entries[start]!.depth === 1) start -= 1;
  const [, end] = blockRange(entries, index);
  const block = entries.slice(index, end);
  return valid(
    [...entries.slice(0, start), ...block, ...entries.slice(start, index), ...entries.slice(end)],
    entries,
  );
}

/** The mirror of moveUp: below the next top-level entry; the last child leaves its folder below it. */
export function moveDown(entries: readonly NavEntry[], key: string): NavEntry[] {
  const index = indexOfKey(entries, key);
  const entry = entries[index];
  if (!entry) return [...entries];
  if (entry.depth === 1) {
    const following = entries[index + 1];
    const next = [...entries];
    if (following?.depth === 1) [next[index], next[index + 1]] = [following, entry];
    else next[index] = { ...entry, depth: 0 };
    return valid(next, entries);
  }
  const [, end] = blockRange(entries, index);
  if (end >= entries.length) return [...entries];
  const [, nextEnd] = blockRange(entries, end);
  return valid(
    [
      ...entries.slice(0, index),
      ...entries.slice(end, nextEnd),
      ...entries.slice(index, end),
      ...entries.slice(nextEnd),
    ],
    entries,
  );
}

/** True when the entry can go into the folder above it. */
export function canIndent(entries: readonly NavEntry[], key: string): boolean {
  const index = indexOfKey(entries, key);
  const entry = entries[index];
  if (!entry || entry.depth === 1 || isFolder(entry)) return false;
  let parent = index - 1;
  while (parent >= 0 && entries[parent]!.depth === 1) parent -= 1;
  return parent >= 0 && isFolder(entries[parent]!);
}

/** Puts a top-level link into the folder above it, as its last link. */
export function indent(entries: readonly NavEntry[], key: string): NavEntry[] {
  if (!canIndent(entries, key)) return [...entries];
  return entries.map((entry) => (entry.key === key ? { ...entry, depth: 1 } : entry));
}

/** Takes a link out of its folder, placing it right after the folder and its remaining links. */
export function outdent(entries: readonly NavEntry[], key: string): NavEntry[] {
  const index = indexOfKey(entries, key);
  const entry = entries[index];
  if (!entry || entry.depth === 0) return [...entries];
  let end = index + 1;
  while (entries[end]?.depth === 1) end += 1;
  const next = [
    ...entries.slice(0, index),
    ...entries.slice(index + 1, end),
    { ...entry, depth: 0 as const },
    ...entries.slice(end),
  ];
  return valid(next, entries);
}

export function removeEntry(entries: readonly NavEntry[], key: string): NavEntry[] {
  const index = indexOfKey(entries, key);
  if (index < 0) return [...entries];
  const [start, end] = blockRange(entries, index);
  return [...entries.slice(0, start), ...entries.slice(end)];
}

/**
 * Where a dragged entry lands (drag and drop): `overKey`'s place, at the depth the pointer's sideways
 * offset asks for (`depthChange` in indent steps), clamped to what is valid there. A folder brings its
 * links along. Null when nothing valid can be made of the drop.
 */
export function dropEntry(
  entries: readonly NavEntry[],
  activeKey: string,
  overKey: string,
  depthChange: number,
): NavEntry[] | null {
  const from = indexOfKey(entries, activeKey);
  const active = entries[from];
  if (!active) return null;
  const [start, end] = blockRange(entries, from);
  const block = entries.slice(start, end);
  const rest = [...entries.slice(0, start), ...entries.slice(end)];
  const overIndex = overKey === activeKey ? -1 : rest.findIndex((entry) => entry.key === overKey);
  let at: number;
  if (overIndex < 0) at = start;
  else {
    const overOriginal = indexOfKey(entries, overKey);
    // Dragged downwards, the entry goes below the one it is over; upwards, above it.
    at = overOriginal > from ? overIndex + 1 : overIndex;
    const over = entries[overOriginal];
    if (overOriginal > from && over?.depth === 0 && active.depth === 0 && isFolder(over)) {
      // Below a folder means below its links too, unless the drop asks to go inside it.
      if (depthChange <= 0) while (rest[at]?.depth === 1) at += 1;
    }
  }
  const before = rest[at - 1];
  const after = rest[at];
  const canNest =
    block.length === 1 &&
    !isFolder(active) &&
    before !== undefined &&
    (before.depth === 1 || isFolder(before));
  const mustNest = after?.depth === 1;
  const wanted = Math.max(0, Math.min(1, active.depth + Math.round(depthChange)));
  let depth: 0 | 1 = wanted === 1 && canNest ? 1 : 0;
  if (mustNest) {
    if (!canNest) return null;
    depth = 1;
  }
  const moved = [{ ...active, depth }, ...block.slice(1)];
  const next = [...rest.slice(0, at), ...moved, ...rest.slice(at)];
  return isValidNavigation(next) ? next : null;
}
