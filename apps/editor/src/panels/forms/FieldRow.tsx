import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { FormField } from '@plinth/contracts';
import { fieldName } from './form-builder-model';

interface FieldRowProps {
  field: FormField;
  typeLabel: string;
  selected: boolean;
  hasProblem: boolean;
  disabled: boolean;
  first: boolean;
  last: boolean;
  onSelect: () => void;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onDuplicate: () => void;
  onRemove: () => void;
}

/** One field of the list: its drag handle, its name and type (a button that opens it), its moves. */
export function FieldRow(props: FieldRowProps) {
  const { field, disabled } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: field.id, disabled });
  const name = fieldName(field);
  const required = 'required' in field && field.required;
  return (
    <li
      ref={setNodeRef}
      className={[
        'form-field-row',
        props.selected ? 'form-field-row--selected' : '',
        isDragging ? 'form-field-row--dragging' : '',
      ].join(' ')}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-field-id={field.id}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="form-field-row__handle"
        aria-label={`Drag ${name}`}
        disabled={disabled}
        {...attributes}
        {...listeners}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <button
        type="button"
        className="form-field-row__main"
        aria-pressed={props.selected}
        data-action="select"
        onClick={props.onSelect}
      >
        <span className="form-field-row__name">{name}</span>
        <span className="form-field-row__meta">
          {props.typeLabel}
          {required ? <span className="badge badge--quiet">Required</span> : null}
          {props.hasProblem ? <span className="badge badge--sold-out">Needs attention</span> : null}
        </span>
      </button>
      {disabled ? null : (
        <div className="form-field-row__actions">
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
          <button type="button" className="button button--small" onClick={props.onDuplicate}>
            Duplicate <span className="visually-hidden">{name}</span>
          </button>
          <button
            type="button"
            className="button button--small button--danger-outline"
            onClick={props.onRemove}
          >
            Remove <span className="visually-hidden">{name}</span>
          </button>
        </div>
      )}
    </li>
  );
}
