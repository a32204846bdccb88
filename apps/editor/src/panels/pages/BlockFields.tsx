import {
  isFieldShown,
  type BlockField,
  type BlockProps,
  type PropValue,
  type SitePageSummary,
} from '@plinth/contracts';
import type { FocusEvent, FormEvent } from 'react';
import { Checkbox, Field } from '../../components/Field';
import { CollectionPicker } from '../../components/pickers/CollectionPicker';
import { FormPicker } from '../../components/pickers/FormPicker';
import { ProductPicker } from '../../components/pickers/ProductPicker';
import { useDirectUpload } from '../../components/files/use-direct-upload';
import { PERMISSION } from '../../session/permissions';
import { useSignedIn } from '../../session/SessionProvider';
import { PlacedFormEditor } from '../forms/PlacedFormEditor';
import { ColorControl } from './ColorControl';
import { ContentCollectionField } from './ContentCollectionField';
import { FileControl } from './FileControl';
import { LinkField } from './LinkField';
import { NumberControl } from './NumberControl';
import { ProductCategoryField } from './ProductCategoryField';
import { RichTextField } from './RichTextField';

export interface FieldChange {
  name: string;
  value: PropValue | undefined;
  /** True for typing: keystrokes in one field become one undo step. */
  typing: boolean;
}

interface BlockFieldsProps {
  fields: readonly BlockField[];
  props: BlockProps;
  onChange: (change: FieldChange) => void;
  disabled?: boolean;
  /** The site's pages, for links to a page. */
  pages: readonly SitePageSummary[];
  /** The page being edited (a Form block's form names the other pages it is on). */
  pageId?: string;
  /** A Form block's form was changed and saved (it is not part of the page's document). */
  onFormSaved?: () => void;
  /** The block's defaults: a text still equal to its starter words is selected when entered. */
  starters?: BlockProps;
}

/** The side panel's form for one block: a control per field of its definition. */
export function BlockFields(properties: BlockFieldsProps) {
  const { fields, props: values, onChange, disabled, pages, pageId, onFormSaved, starters } = properties;
  if (fields.length === 0) return <p className="empty empty--compact">This block has no settings.</p>;
  return (
    <div className="stack block-fields">
      {fields
        .filter((field) => isFieldShown(field, values))
        .map((field) => (
          <FieldControl
            key={field.name}
            field={field}
            value={values[field.name]}
            disabled={disabled}
            pages={pages}
            pageId={pageId}
            onFormSaved={onFormSaved}
            starter={asStarter(starters?.[field.name])}
            onChange={(value, typing) => onChange({ name: field.name, value, typing })}
          />
        ))}
    </div>
  );
}

type FieldOf<K extends BlockField['kind']> = Extract<BlockField, { kind: K }>;

interface ControlProps<F extends BlockField = BlockField> {
  field: F;
  value: PropValue | undefined;
  disabled?: boolean;
  pages: readonly SitePageSummary[];
  pageId?: string;
  onFormSaved?: () => void;
  starter?: string;
  onChange: (value: PropValue | undefined, typing: boolean) => void;
}

type TextBox = HTMLInputElement | HTMLTextAreaElement;

/**
 * A text box that still holds its block's starter words ("Your heading") selects them when entered
 * (once the click that focused it has placed its caret), and the first letters typed replace them
 * wherever the caret is, so the starter words are never typed after.
 */
function starterHandlers(starter: string | undefined) {
  if (starter === undefined) return {};
  const whole = (box: TextBox) => box.selectionStart === 0 && box.selectionEnd === box.value.length;
  return {
    onFocus: (event: FocusEvent<TextBox>) => {
      const box = event.currentTarget;
      if (box.value !== starter) return;
      window.setTimeout(() => {
        if (document.activeElement === box && box.value === starter) box.select();
      }, 0);
    },
    onBeforeInput: (event: FormEvent<TextBox>) => {
      const box = event.currentTarget;
      if (box.value === starter && !whole(box)) box.select();
    },
  };
}

const asString = (value: PropValue | undefined) => (typeof value === 'string' ? value : '');
const asStarter = (value: PropValue | undefined) => (typeof value === 'string' ? value : undefined);

function FieldControl(props: ControlProps) {
  const { field, value, disabled, pages, pageId, onFormSaved, starter, onChange } = props;
  switch (field.kind) {
    case 'text':
      return (
        <Field label={field.label} hint={field.help}>
          {(control) =>
            field.multiline ? (
              <textarea
                {...control}
                className="input"
                rows={3}
                maxLength={field.maxLength}
                disabled={disabled}
                value={asString(value)}
                {...starterHandlers(starter)}
                onChange={(event) => onChange(event.target.value, true)}
              />
            ) : (
              <input
                {...control}
                className="input"
                maxLength={field.maxLength}
                disabled={disabled}
                value={asString(value)}
                {...starterHandlers(starter)}
                onChange={(event) => onChange(event.target.value, true)}
              />
            )
          }
        </Field>
      );
    case 'number':
      return <NumberControl field={field} value={value} disabled={disabled} onChange={onChange} />;
    case 'boolean':
      return (
        <Checkbox
          label={field.label}
          hint={field.help}
          checked={value === true}
          disabled={disabled}
          onChange={(checked) => onChange(checked, false)}
        />
      );
    case 'select':
      return (
        <Field label={field.label} hint={field.help}>
          {(control) => (
            <select
              {...control}
              className="input"
              disabled={disabled}
              value={asString(value)}
              onChange={(event) => onChange(event.target.value, false)}
            >
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      );
    case 'contentCollection':
      return (
        <ContentCollectionField
          label={field.label}
          hint={field.help}
          collectionTypes={field.collectionTypes}
          value={asString(value)}
          disabled={disabled}
          pages={pages}
          onChange={onChange}
        />
      );
    case 'productCategory':
      return (
        <ProductCategoryField
          label={field.label}
          hint={field.help}
          value={asString(value)}
          disabled={disabled}
          onChange={onChange}
        />
      );
    case 'color':
      return <ColorControl field={field} value={value} disabled={disabled} onChange={onChange} />;
    case 'file':
      return <FileControl field={field} value={value} disabled={disabled} onChange={onChange} />;
    case 'richText':
      return (
        <RichTextField
          label={field.label}
          hint={field.help}
          value={value}
          disabled={disabled}
          pages={pages}
          starter={starter}
          onChange={onChange}
        />
      );
    case 'list':
      return (
        <ListControl field={field} value={value} disabled={disabled} pages={pages} onChange={onChange} />
      );
    case 'link':
      return (
        <LinkField label={field.label} value={value} pages={pages} disabled={disabled} onChange={onChange} />
      );
    case 'form':
      // The chosen form is edited right here (issue 24 §4), under the picker that changes it.
      return (
        <>
          <FormPicker
            label={field.label}
            hint={field.help}
            value={asString(value)}
            disabled={disabled}
            onChange={(id) => onChange(id, false)}
          />
          {asString(value) ? (
            <PlacedFormEditor formId={asString(value)} pageId={pageId} onSaved={onFormSaved} />
          ) : null}
        </>
      );
    case 'product':
    case 'collection': {
      const Picker = field.kind === 'product' ? ProductPicker : CollectionPicker;
      const pick = (id: string) => onChange(id, false);
      return (
        <Picker
          label={field.label}
          hint={field.help}
          value={asString(value)}
          disabled={disabled}
          onChange={pick}
        />
      );
    }
  }
}

function ListControl({ field, value, disabled, pages, onChange }: ControlProps<FieldOf<'list'>>) {
  const items = Array.isArray(value)
    ? value.filter(
        (item): item is Record<string, PropValue> =>
          typeof item === 'object' && item !== null && !Array.isArray(item),
      )
    : [];
  const write = (next: Record<string, PropValue>[], typing = false) => onChange(next, typing);
  const blank = () =>
    Object.fromEntries(
      field.fields.map((sub) => [
        sub.name,
        sub.kind === 'boolean' ? false : sub.kind === 'number' ? sub.min : '',
      ]),
    ) as Record<string, PropValue>;
  // A list of files (a gallery's images) takes several new files at once: one item each, one step.
  const fileField = field.fields.find((sub): sub is FieldOf<'file'> => sub.kind === 'file');
  const { can } = useSignedIn();
  const upload = useDirectUpload({
    accept: fileField?.accept ?? 'image',
    multiple: true,
    disabled: disabled || items.length >= field.maxItems,
    room: field.maxItems - items.length,
    onUploaded: (files) => {
      if (fileField) write([...items, ...files.map((file) => ({ ...blank(), [fileField.name]: file.id }))]);
    },
  });
  const mayUpload = fileField !== undefined && can(PERMISSION.storeEdit);
  const plural = `${field.itemLabel.toLowerCase()}s`;
  return (
    <fieldset
      className={`list-control${upload.dragging ? ' is-dropping' : ''}`}
      {...(mayUpload ? upload.dropZone : {})}
    >
      <legend className="field__label">{field.label}</legend>
      {items.length === 0 ? <p className="empty empty--compact">None yet.</p> : null}
      <ol className="list-control__items">
        {items.map((item, index) => (
          <li key={index} className="list-control__item">
            <div className="list-control__head">
              <span className="list-control__title">
                {field.itemLabel} {index + 1}
              </span>
              <button
                type="button"
                className="button button--small"
                aria-label={`Move ${field.itemLabel} ${index + 1} up`}
                disabled={disabled || index === 0}
                onClick={() =>
                  write(
                    items.map((it, i) =>
                      i === index - 1 ? items[index]! : i === index ? items[index - 1]! : it,
                    ),
                  )
                }
              >
                ↑
              </button>
              <button
                type="button"
                className="button button--small"
                aria-label={`Remove ${field.itemLabel} ${index + 1}`}
                disabled={disabled}
                onClick={() => write(items.filter((_, i) => i !== index))}
              >
                Remove
              </button>
            </div>
            <BlockFields
              fields={field.fields}
              props={item}
              disabled={disabled}
              pages={pages}
              onChange={(change) =>
                write(
                  items.map((it, i) => {
                    if (i !== index) return it;
                    const next = { ...it };
                    if (change.value === undefined) delete next[change.name];
                    else next[change.name] = change.value;
                    return next;
                  }),
                  change.typing,
                )
              }
            />
          </li>
        ))}
      </ol>
      <div className="list-control__actions">
        {mayUpload ? upload.button(`Upload ${plural}`) : null}
        <button
          type="button"
          className="button button--small"
          disabled={disabled || items.length >= field.maxItems}
          onClick={() => write([...items, blank()])}
        >
          Add {field.itemLabel.toLowerCase()}
        </button>
      </div>
      {mayUpload ? (
        <p className="field__hint">Choose or drop several {plural} at once: each becomes one.</p>
      ) : null}
      {upload.status}
    </fieldset>
  );
}
