import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';

interface SortableRowProps {
  id: string;
  /** The row's name in the handle's and the moves' labels ("Drag Email", "Move Email up"). */
  name: string;
  /** The CSS block: `<block>`, `<block>__handle`, `<block>__actions`, `<block>--dragging`. */
  block: string;
  /** Extra classes on the row (selected, nested). */
  modifiers?: readonly string[];
  /** The attribute that finds the row again after a move, e.g. `{ 'data-field-id': id }`. */
  rowAttributes: Record<`data-${string}`, string>;
  disabled: boolean;
  first: boolean;
  last: boolean;
  onMoveUp: () => void;
  onMoveDown: () => void;
  /** What the row shows between its handle and its actions. */
  children: ReactNode;
  /** The row's own actions after ↑ and ↓ (edit, duplicate, remove…); hidden with them while disabled. */
  actions: ReactNode;
}

/** One row of a SortableList: its drag handle, its content, and ↑ ↓ moves before its own actions. */
export function SortableRow(props: SortableRowProps) {
  const { id, name, block, disabled } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  const classes = [block, ...(props.modifiers ?? []), isDragging ? `${block}--dragging` : ''];
  return (
    <li
      ref={setNodeRef}
      className={classes.filter(Boolean).join(' ')}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      {...props.rowAttributes}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={`${block}__handle`}
        aria-label={`Drag ${name}`}
        disabled={disabled}
        {...attributes}
        {...listeners}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      {props.children}
      {disabled ? null : (
        <div className={`${block}__actions`}>
          <button
            type="button"
            className="button button--small"
            data-action="up"
            onClick={props.onMoveUp}
            disabled={props.first}
            aria-label={`Move ${name} up`}
            title="Move up"
          >
            ↑
          </button>
          <button
            type="button"
            className="button button--small"
            data-action="down"
            onClick={props.onMoveDown}
            disabled={props.last}
            aria-label={`Move ${name} down`}
            title="Move down"
          >
            ↓
          </button>
          {props.actions}
        </div>
      )}
    </li>
  );
}
