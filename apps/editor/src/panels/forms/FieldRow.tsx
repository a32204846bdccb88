import type { FormField } from '@plinth/contracts';
import { SortableRow } from '../../components/sortable/SortableRow';
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
  const { field } = props;
  const name = fieldName(field);
  const required = 'required' in field && field.required;
  return (
    <SortableRow
      id={field.id}
      name={name}
      block="form-field-row"
      modifiers={props.selected ? ['form-field-row--selected'] : []}
      rowAttributes={{ 'data-field-id': field.id }}
      disabled={props.disabled}
      first={props.first}
      last={props.last}
      onMoveUp={props.onMoveUp}
      onMoveDown={props.onMoveDown}
      actions={
        <>
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
        </>
      }
    >
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
    </SortableRow>
  );
}
