import type { Announcements, DragEndEvent } from '@dnd-kit/core';
import { useRef } from 'react';
import { SortableList, useRefocusAfterMove } from '../../components/sortable/SortableList';
import { NavigationRow } from './NavigationRow';
import {
  canIndent,
  dropEntry,
  indent,
  moveDown,
  moveUp,
  outdent,
  removeEntry,
  type NavEntry,
} from './nav-tree';
import type { SitePage } from './link-target';

/** How far sideways (px) a drag must go to nest or un-nest one level. */
export const INDENT_PX = 32;

interface NavigationListProps {
  label: string;
  entries: NavEntry[];
  pages: readonly SitePage[];
  disabled: boolean;
  onChange: (entries: NavEntry[]) => void;
  onEdit: (entry: NavEntry) => void;
}

const rowOf = (key: string) => `[data-nav-key="${key}"]`;

function titleOf(entries: readonly NavEntry[], id: string | number | undefined): string {
  return entries.find((entry) => entry.key === id)?.title ?? 'item';
}

/**
 * One navigation as a sortable list: drag by the handle (pointer, or keyboard: Space, arrows, Space) to
 * reorder, sideways to nest in or out of a folder; every move also has its own button.
 */
export function NavigationList({ label, entries, pages, disabled, onChange, onEdit }: NavigationListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const refocusAfter = useRefocusAfterMove(listRef, entries, rowOf, '.nav-row__handle');

  function move(key: string, action: string, next: NavEntry[]) {
    refocusAfter(key, action);
    onChange(next);
  }

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(entries, active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${titleOf(entries, active.id)} is over ${titleOf(entries, over.id)}.`
        : `${titleOf(entries, active.id)} is no longer over a link.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(entries, active.id)} was dropped at ${titleOf(entries, over.id)}.`
        : `${titleOf(entries, active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(entries, active.id)} was cancelled.`,
  };

  function onDragEnd(event: DragEndEvent) {
    if (!event.over) return;
    const next = dropEntry(
      entries,
      String(event.active.id),
      String(event.over.id),
      event.delta.x / INDENT_PX,
    );
    if (next) onChange(next);
  }

  if (entries.length === 0) return <p className="empty empty--compact">No links yet.</p>;
  return (
    <SortableList
      ids={entries.map((entry) => entry.key)}
      disabled={disabled}
      announcements={announcements}
      instructions="To move a link, press Space or Enter to pick it up, use the up and down arrows to move it, and press Space or Enter again to drop it. Escape cancels. The buttons beside each link move it too."
      onDragEnd={onDragEnd}
    >
      <ul className="nav-list" aria-label={label} ref={listRef}>
        {entries.map((entry, index) => (
          <NavigationRow
            key={entry.key}
            entry={entry}
            pages={pages}
            disabled={disabled}
            first={index === 0}
            last={index === entries.length - 1}
            canIndent={canIndent(entries, entry.key)}
            onMoveUp={() => move(entry.key, 'up', moveUp(entries, entry.key))}
            onMoveDown={() => move(entry.key, 'down', moveDown(entries, entry.key))}
            onIndent={() => move(entry.key, 'outdent', indent(entries, entry.key))}
            onOutdent={() => move(entry.key, 'indent', outdent(entries, entry.key))}
            onEdit={() => onEdit(entry)}
            onRemove={() => onChange(removeEntry(entries, entry.key))}
          />
        ))}
      </ul>
    </SortableList>
  );
}
