import {
  plainFieldName,
  type FormField,
  type OptionsField,
  type FormValue,
  type FormValues,
  type SectionField,
} from '@plinth/contracts';
import { OptionsFieldView, LikertFieldView, SelectFieldView } from './ChoiceFieldViews';
import { fieldIds } from './FieldFrame';
import { likertValue, listValue, textValue } from './form-values';
import { PartsFieldView, type PartsField } from './PartsFieldView';
import { SingleLineFieldView, TextareaFieldView, type SingleLineField } from './TextFields';

// The casts below follow the switch: PlainField and OptionsField each hold several types in one
// interface, so TypeScript cannot narrow them by `type` itself.
type ChoiceField = OptionsField & { type: 'radio' | 'checkbox' };

interface FormFieldViewProps {
  field: FormField;
  /** Unique in the page: the island's id prefix and the field's position. */
  idBase: string;
  values: FormValues;
  error: string | undefined;
  onChange: (id: string, value: FormValue) => void;
}

function SectionView({ field, idBase }: { field: SectionField; idBase: string }) {
  const descriptionId = `${idBase}-description`;
  return (
    <div className={`form-section${field.underline ? ' form-section--underline' : ''}`}>
      <h3 className="form-section__title">{field.title}</h3>
      {field.description ? (
        <p className="form-section__description" id={descriptionId}>
          {field.description}
        </p>
      ) : null}
    </div>
  );
}

/** One field of a site form, by type; the input names are the no-JavaScript post's (plainFieldName). */
export function FormFieldView({ field, idBase, values, error, onChange }: FormFieldViewProps) {
  const ids = fieldIds(idBase);
  const set = (value: FormValue) => onChange(field.id, value);
  switch (field.type) {
    case 'section':
      return <SectionView field={field} idBase={idBase} />;
    case 'hidden':
      return <input type="hidden" name={plainFieldName(field.id)} value={textValue(values, field.id)} />;
    case 'textarea':
      return (
        <TextareaFieldView
          field={field}
          ids={ids}
          value={textValue(values, field.id)}
          error={error}
          onChange={set}
        />
      );
    case 'address':
    case 'date':
    case 'name':
    case 'time':
    case 'phone':
      return (
        <PartsFieldView
          field={field as PartsField}
          ids={ids}
          value={listValue(values, field.id)}
          error={error}
          onChange={set}
        />
      );
    case 'radio':
      return (
        <OptionsFieldView
          field={field as ChoiceField}
          ids={ids}
          value={textValue(values, field.id)}
          error={error}
          onChange={set}
        />
      );
    case 'checkbox':
      return (
        <OptionsFieldView
          field={field as ChoiceField}
          ids={ids}
          value={listValue(values, field.id)}
          error={error}
          onChange={set}
        />
      );
    case 'select':
      return (
        <SelectFieldView
          field={field}
          ids={ids}
          value={textValue(values, field.id)}
          error={error}
          onChange={set}
        />
      );
    case 'likert':
      return (
        <LikertFieldView
          field={field}
          ids={ids}
          value={likertValue(values, field.id)}
          error={error}
          onChange={set}
        />
      );
    default:
      return (
        <SingleLineFieldView
          field={field as SingleLineField}
          ids={ids}
          value={textValue(values, field.id)}
          error={error}
          onChange={set}
        />
      );
  }
}
