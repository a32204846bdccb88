import { characterCount, parseMaxLength } from '@plinth/commerce';
import {
  plainFieldName,
  type CurrencyField,
  type PlainField,
  type TextareaField,
  type TextLikeField,
} from '@plinth/contracts';
import type { HTMLInputTypeAttribute } from 'react';
import { controlAria, FieldFrame, RequiredMark, type FieldIds } from './FieldFrame';

export type SingleLineField = TextLikeField | CurrencyField | (PlainField & { type: 'password' | 'twitter' });

interface TextFieldProps<F> {
  field: F;
  ids: FieldIds;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

const INPUT_TYPES: Record<SingleLineField['type'], HTMLInputTypeAttribute> = {
  text: 'text',
  email: 'email',
  number: 'number',
  website: 'url',
  currency: 'text',
  password: 'password',
  twitter: 'text',
};

const AUTOCOMPLETE: Partial<Record<SingleLineField['type'], string>> = {
  email: 'email',
  website: 'url',
  password: 'off',
};

/** What a single-line field shows before its input: the currency's symbol, Twitter's @. */
function affixOf(field: SingleLineField): string {
  if (field.type === 'currency') return field.currencySymbol;
  if (field.type === 'twitter') return '@';
  return '';
}

function Title({ field, ids }: { field: SingleLineField | TextareaField; ids: FieldIds }) {
  return (
    <label className="form-field__title" htmlFor={ids.control}>
      {field.title}
      <RequiredMark required={field.required} />
    </label>
  );
}

/** Text, email, number, website, currency, password and Twitter fields: one input each. */
export function SingleLineFieldView({ field, ids, value, error, onChange }: TextFieldProps<SingleLineField>) {
  const affix = affixOf(field);
  const affixId = `${ids.control}-affix`;
  const input = (
    <input
      id={ids.control}
      className="form-field__input"
      name={plainFieldName(field.id)}
      type={INPUT_TYPES[field.type]}
      inputMode={field.type === 'currency' ? 'decimal' : undefined}
      autoComplete={AUTOCOMPLETE[field.type]}
      placeholder={'placeholder' in field && field.placeholder ? field.placeholder : undefined}
      value={value}
      aria-required={field.required || undefined}
      {...controlAria(ids, error, field.description !== '', affix ? affixId : undefined)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  return (
    <FieldFrame
      type={field.type}
      ids={ids}
      error={error}
      description={field.description}
      title={<Title field={field} ids={ids} />}
      group={false}
    >
      {affix ? (
        <div className="form-field__affixed">
          <span className="form-field__affix" id={affixId}>
            {affix}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
    </FieldFrame>
  );
}

/** A text area, with the "N / max" counter when it has a character limit (red once over it). */
export function TextareaFieldView({ field, ids, value, error, onChange }: TextFieldProps<TextareaField>) {
  const max = parseMaxLength(field.maxLength);
  const counterId = `${ids.control}-count`;
  const over = max > 0 && [...value].length > max;
  return (
    <FieldFrame
      type="textarea"
      ids={ids}
      error={error}
      description={field.description}
      title={<Title field={field} ids={ids} />}
      group={false}
    >
      <textarea
        id={ids.control}
        className="form-field__input form-field__textarea"
        name={plainFieldName(field.id)}
        rows={5}
        placeholder={field.placeholder || undefined}
        value={value}
        aria-required={field.required || undefined}
        {...controlAria(ids, error, field.description !== '', max > 0 ? counterId : undefined)}
        onChange={(event) => onChange(event.target.value)}
      />
      {max > 0 ? (
        <p className={`form-field__counter${over ? ' is-over' : ''}`} id={counterId}>
          {characterCount(value, max)}
        </p>
      ) : null}
    </FieldFrame>
  );
}
