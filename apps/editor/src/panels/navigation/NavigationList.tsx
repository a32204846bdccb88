import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { useEffect, useRef } from 'react';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
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

function titleOf(entries: readonly NavEntry[], id: string | number | undefined): string {
  return entries.find((entry) => entry.key === id)?.title ?? 'item';
}

/**
 * One navigation as a sortable list: drag by the handle (pointer, or keyboard: Space, arrows, Space) to
 * reorder, sideways to nest in or out of a folder; every move also has its own button.
 */
export function NavigationList({ label, entries, pages, disabled, onChange, onEdit }: NavigationListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  // A moved row is taken out of the page and put back, which drops focus: give it back after the move.
  const refocus = useRef<{ key: string; action: string } | null>(null);
  useEffect(() => {
    const wanted = refocus.current;
    refocus.current = null;
    if (!wanted) return;
    const row = listRef.current?.querySelector(`[data-nav-key="${wanted.key}"]`);
    const button = row?.querySelector<HTMLButtonElement>(`[data-action="${wanted.action}"]:not(:disabled)`);
    (button ?? row?.querySelector<HTMLElement>('.nav-row__handle'))?.focus();
  }, [entries]);

  function move(key: string, action: string, next: NavEntry[]) {
    refocus.current = { key, action };
    onChange(next);
  }

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

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
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      // Rows are measured before a drag starts, so an arrow key pressed right after Space
      // already has every row to move past (measuring only while dragging lost that race).
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a link, press Space or Enter to pick it up, use the up and down arrows to move it, and press Space or Enter again to drop it. Escape cancels. The buttons beside each link move it too.',
        },
      }}
    >
      <SortableContext
        items={entries.map((entry) => entry.key)}
        strategy={verticalListSortingStrategy}
        disabled={disabled}
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
      </SortableContext>
    </DndContext>
  );
}
