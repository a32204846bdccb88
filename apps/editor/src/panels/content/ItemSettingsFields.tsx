import type { FieldErrors, MemberList, SitePageSummary } from '@plinth/contracts';
import { Field } from '../../components/Field';
import { FilePicker } from '../../components/files/FilePicker';
import { LazyRichTextEditor } from '../../components/rich-text/LazyRichTextEditor';
import { SocialImageField } from '../pages/SocialImageField';
import { localTimeZoneName } from '../pages/schedule-time';
import { EventFields } from './EventFields';
import type { ItemForm } from './item-form';

interface ItemSettingsFieldsProps {
  form: ItemForm;
  errors: FieldErrors;
  events: boolean;
  siteId: string;
  timeZone: string;
  members: MemberList['members'];
  pages: readonly SitePageSummary[];
  disabled: boolean;
  onChange: (update: Partial<ItemForm>) => void;
}

type TextKey = 'title' | 'slug' | 'tags' | 'categories' | 'seoTitle' | 'seoDescription';

/** The post's or event's fields: what the list, the item page, search engines and sharing show. */
export function ItemSettingsFields(props: ItemSettingsFieldsProps) {
  const { form, errors, disabled, onChange } = props;
  const text = (key: TextKey, label: string, hint?: string, max = 200) => (
    <Field label={label} hint={hint} error={errors[key]}>
      {(control) => (
        <input
          {...control}
          className="input"
          value={form[key]}
          maxLength={max}
          disabled={disabled}
          onChange={(event) => onChange({ [key]: event.target.value })}
        />
      )}
    </Field>
  );
  return (
    <>
      {text('title', 'Title')}
      {text('slug', 'URL slug', 'Lower-case letters, numbers and hyphens; unique in this collection.')}
      <LazyRichTextEditor
        label="Excerpt"
        hint="A short summary shown in lists, feeds and search results."
        error={errors.excerpt}
        format="html"
        value={form.excerpt}
        pages={props.pages}
        disabled={disabled}
        onChange={(excerpt) => onChange({ excerpt })}
      />
      <FilePicker
        label="Featured image"
        accept="image"
        fileId={form.featuredImageFileId}
        disabled={disabled}
        error={errors.featuredImageFileId}
        removeLabel="Remove image"
        hint="Shown with the item in lists and at the top of its page."
        onChange={(file) => onChange({ featuredImageFileId: file?.id ?? null })}
      />
      <Field label="Author" error={errors.authorId}>
        {(control) => (
          <select
            {...control}
            className="input"
            value={form.authorId}
            disabled={disabled}
            onChange={(event) => onChange({ authorId: event.target.value })}
          >
            <option value="">No author</option>
            {props.members.map((member) => (
              <option key={member.userId} value={member.userId}>
                {member.name || member.email}
              </option>
            ))}
          </select>
        )}
      </Field>
      {text('tags', 'Tags', 'Separate them with commas. At most 50 characters each.', 2600)}
      {text('categories', 'Categories', 'Separate them with commas. At most 25 characters each.', 1400)}
      {props.events ? (
        <EventFields
          form={form}
          errors={errors}
          timeZone={props.timeZone}
          disabled={disabled}
          onChange={onChange}
        />
      ) : null}
      <Field
        label="Publish date"
        hint={`The date shown with the item; set when first published if empty. Your time zone: ${localTimeZoneName()}.`}
        error={errors.itemDate}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            type="datetime-local"
            value={form.itemDate}
            disabled={disabled}
            onChange={(event) => onChange({ itemDate: event.target.value })}
          />
        )}
      </Field>
      {text('seoTitle', 'SEO title')}
      {text('seoDescription', 'SEO description', undefined, 400)}
      <SocialImageField
        siteId={props.siteId}
        fileId={form.socialImageFileId}
        disabled={disabled}
        error={errors.socialImageFileId ?? null}
        onChange={(socialImageFileId) => onChange({ socialImageFileId })}
      />
    </>
  );
}
