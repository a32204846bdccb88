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
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

interface SortableListProps {
  ids: string[];
  disabled: boolean;
  /** What a screen reader hears as a row is picked up, moved, dropped or let go. */
  announcements: Announcements;
  /** The keyboard instructions read with each drag handle. */
  instructions: string;
  onDragEnd: (event: DragEndEvent) => void;
  /** The list element (ol or ul) holding a SortableRow per id. */
  children: ReactNode;
}

/**
 * A vertical list reordered by dragging a row's handle: with a pointer (after 4 px, so a click stays a
 * click) or the keyboard (Space or Enter, arrows, Space or Enter; Escape cancels), announced.
 */
export function SortableList({
  ids,
  disabled,
  announcements,
  instructions,
  onDragEnd,
  children,
}: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      // Rows are measured before a drag starts, so an arrow key pressed right after Space
      // already has every row to move past (measuring only while dragging lost that race).
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

const OPPOSITE: Record<string, string> = { up: 'down', down: 'up' };

/**
 * A moved row is taken out of the page and put back, which drops focus: call the returned function with
 * the row's key and the move's `data-action` before changing the list, and focus goes back to that
 * button once the list has changed. At the top or bottom that move is disabled, so the opposite one
 * gets focus; failing both, the row's drag handle.
 */
export function useRefocusAfterMove(
  listRef: RefObject<HTMLElement | null>,
  items: unknown,
  rowSelector: (key: string) => string,
  handleSelector: string,
): (key: string, action: string) => void {
  const wanted = useRef<{ key: string; action: string } | null>(null);
  useEffect(() => {
    const move = wanted.current;
    wanted.current = null;
    if (!move) return;
    const row = listRef.current?.querySelector(rowSelector(move.key));
    const enabled = (action: string | undefined) =>
      action ? row?.querySelector<HTMLButtonElement>(`[data-action="${action}"]:not(:disabled)`) : null;
    (
      enabled(move.action) ??
      enabled(OPPOSITE[move.action]) ??
      row?.querySelector<HTMLElement>(handleSelector)
    )?.focus();
  }, [items, listRef, rowSelector, handleSelector]);
  return (key, action) => {
    wanted.current = { key, action };
  };
}
