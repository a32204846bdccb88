import type { Announcements, DragEndEvent } from '@dnd-kit/core';
import { FORM_FIELD_TYPE_LABELS, type FieldErrors, type FormField } from '@plinth/contracts';
import { useRef } from 'react';
import { SortableList, useRefocusAfterMove } from '../../components/sortable/SortableList';
import { FieldRow } from './FieldRow';
import { duplicateField, errorsOfField, fieldName, moveItem } from './form-builder-model';

const rowOf = (id: string) => `[data-field-id="${id}"]`;

interface FieldListProps {
  fields: FormField[];
  selectedId: string | null;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (fields: FormField[]) => void;
  onSelect: (fieldId: string) => void;
}

/**
 * The form's fields as a sortable list: drag by the handle (pointer, or keyboard: Space, arrows, Space,
 * announced), or the ↑ ↓ buttons; Duplicate and Remove per field. A field with a problem says so.
 */
export function FieldList({ fields, selectedId, errors, disabled, onChange, onSelect }: FieldListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const refocusAfter = useRefocusAfterMove(listRef, fields, rowOf, '.form-field-row__handle');
  const nameOf = (id: string | number | undefined) => {
    const field = fields.find((f) => f.id === id);
    return field ? fieldName(field) : 'field';
  };
  const positionOf = (id: string | number | undefined) =>
    `position ${fields.findIndex((f) => f.id === id) + 1} of ${fields.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, ${positionOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} is at ${positionOf(over.id)}.`
        : `${nameOf(active.id)} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} was dropped at ${positionOf(over.id)}.`
        : `${nameOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  function move(id: string, action: string, next: FormField[]) {
    refocusAfter(id, action);
    onChange(next);
  }

  function onDragEnd(event: DragEndEvent) {
    if (!event.over) return;
    const from = fields.findIndex((f) => f.id === event.active.id);
    const to = fields.findIndex((f) => f.id === event.over?.id);
    if (from >= 0 && to >= 0 && from !== to) onChange(moveItem(fields, from, to));
  }

  if (fields.length === 0)
    return <p className="empty empty--compact">No fields yet. Add the first one with Add field.</p>;
  return (
    <SortableList
      ids={fields.map((f) => f.id)}
      disabled={disabled}
      announcements={announcements}
      instructions="To move a field, press Space or Enter to pick it up, use the up and down arrows to move it, and press Space or Enter again to drop it. Escape cancels. The buttons beside each field move it too."
      onDragEnd={onDragEnd}
    >
      <ol className="form-field-list" aria-label="Fields" ref={listRef}>
        {fields.map((field, index) => (
          <FieldRow
            key={field.id}
            field={field}
            typeLabel={FORM_FIELD_TYPE_LABELS[field.type]}
            selected={field.id === selectedId}
            hasProblem={Object.keys(errorsOfField(errors, index)).length > 0}
            disabled={disabled}
            first={index === 0}
            last={index === fields.length - 1}
            onSelect={() => onSelect(field.id)}
            onMoveUp={() => move(field.id, 'up', moveItem(fields, index, index - 1))}
            onMoveDown={() => move(field.id, 'down', moveItem(fields, index, index + 1))}
            onDuplicate={() => {
              const next = duplicateField(fields, index);
              onChange(next);
              const copy = next[index + 1];
              if (copy) onSelect(copy.id);
            }}
            onRemove={() => onChange(fields.filter((_, i) => i !== index))}
          />
        ))}
      </ol>
    </SortableList>
  );
}
