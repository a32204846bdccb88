import {
  COLLECTION_TYPE,
  type CollectionType,
  type PropValue,
  type SitePageSummary,
} from '@plinth/contracts';
import { Field } from '../../components/Field';

interface ContentCollectionFieldProps {
  label: string;
  hint?: string;
  /** The kinds of collection the block shows (the field's `collectionTypes`; all when left out). */
  collectionTypes?: readonly CollectionType[];
  value: string;
  disabled?: boolean;
  pages: readonly SitePageSummary[];
  onChange: (value: PropValue, typing: boolean) => void;
}

const ALL_TYPES: readonly CollectionType[] = [COLLECTION_TYPE.blog, COLLECTION_TYPE.events];

/** "Blog or Events page", "Events page": what the field asks for, in the owner's words. */
function pageKindText(types: readonly CollectionType[]): string {
  const names = types.map((type) => (type === COLLECTION_TYPE.blog ? 'Blog' : 'Events'));
  return names.join(' or ');
}

/**
 * The page field of the Blog and Events blocks: only the site's pages of the kinds the block shows
 * (a calendar only Events pages). With none yet it says to add one; a page that is gone, or no longer
 * such a page, stays visible as chosen so the owner sees why the block shows nothing.
 */
export function ContentCollectionField(props: ContentCollectionFieldProps) {
  const { label, hint, value, disabled, pages, onChange } = props;
  const types = props.collectionTypes ?? ALL_TYPES;
  const kind = pageKindText(types);
  const choices = pages.filter((page) => page.collectionType !== null && types.includes(page.collectionType));
  const chosenGone = value !== '' && !choices.some((page) => page.id === value);
  if (choices.length === 0 && !chosenGone) {
    return (
      <div className="field">
        <p className="field__label">{label}</p>
        <p className="empty empty--compact">
          Add {types.length === 1 && types[0] === COLLECTION_TYPE.events ? 'an' : 'a'} {kind} page first
          (Pages, Add page).
        </p>
      </div>
    );
  }
  return (
    <Field
      label={label}
      hint={hint ?? `Choose a ${kind} page.`}
      error={chosenGone ? `This page is no longer a ${kind} page of the site. Choose another.` : null}
    >
      {(control) => (
        <select
          {...control}
          className="input"
          disabled={disabled}
          value={value}
          onChange={(event) => onChange(event.target.value, false)}
        >
          <option value="">Choose a page</option>
          {chosenGone ? <option value={value}>A removed page</option> : null}
          {choices.map((page) => (
            <option key={page.id} value={page.id}>
              {page.title}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
