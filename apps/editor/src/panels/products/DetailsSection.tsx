import { slugify } from '@plinth/commerce';
import { isSubscribableType, type HeadingLevel, type LinkType } from '@plinth/contracts';
import { useId } from 'react';
import { listPages } from '../../api/pages-api';
import { Field } from '../../components/Field';
import { FormSection } from '../../components/FormSection';
import { LazyRichTextEditor } from '../../components/rich-text/LazyRichTextEditor';
import { PERMISSION } from '../../session/permissions';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import { CREATABLE_TYPES, PRODUCT_TYPE_HINT, PRODUCT_TYPE_LABEL } from './product-types';
import type { ProductCollection } from './product-form';
import type { SectionProps } from './section-props';

interface DetailsProps extends SectionProps {
  collections: ProductCollection[];
}

/**
 * The description is HTML, as stored and sanitised by the server (products' description-html.ts):
 * headings start at 2 (the product's title is the page's h1), and links are to pages (stored as the
 * page's address, since the storefront prints the HTML as it is), web addresses, email and phone.
 */
const DESCRIPTION_HEADINGS: readonly HeadingLevel[] = [2, 3, 4];
const DESCRIPTION_LINKS: readonly LinkType[] = ['page', 'web', 'email', 'phone'];

/** Title, address, store page, type and description. */
export function DetailsSection({ form, onChange, errors, collections }: DetailsProps) {
  const typeId = useId();
  const { can, site } = useSignedIn();
  const mayReadPages = can(PERMISSION.contentView);
  const sitePages = useFetch(
    (signal) => (mayReadPages ? listPages(signal) : Promise.resolve({ pages: [] })),
    `${site.id}/pages/${mayReadPages}`,
  );
  const collection = collections.find((c) => c.id === form.collectionId);
  const slug = form.urlId.trim() || slugify(form.title) || 'product-name';
  const set = (change: Partial<typeof form>) => onChange({ ...form, ...change });
  return (
    <FormSection title="Details">
      <Field label="Title" error={errors.title}>
        {(control) => (
          <input
            {...control}
            className="input"
            name="title"
            value={form.title}
            onChange={(event) => set({ title: event.target.value })}
          />
        )}
      </Field>
      <div className="field-row">
        <Field
          label="URL"
          error={errors.urlId}
          hint={
            <>
              The product’s address:{' '}
              <code>
                /{collection?.urlId ?? 'shop'}/p/{slug}
              </code>
              . Leave empty to make one from the title.
            </>
          }
        >
          {(control) => (
            <input
              {...control}
              className="input"
              name="urlId"
              spellCheck={false}
              autoCapitalize="off"
              value={form.urlId}
              placeholder={slugify(form.title) || undefined}
              onChange={(event) => set({ urlId: event.target.value })}
            />
          )}
        </Field>
        {collections.length > 1 || !collection ? (
          <Field label="Store page" error={errors.collectionId}>
            {(control) => (
              <select
                {...control}
                className="select"
                name="collectionId"
                value={form.collectionId}
                onChange={(event) => set({ collectionId: event.target.value })}
              >
                {collection ? null : <option value="">Choose a store page</option>}
                {collections.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
      </div>
      <fieldset
        className="field choice-group"
        aria-describedby={errors.productType ? `${typeId}-error` : undefined}
      >
        <legend className="field__label">Product type</legend>
        <div className="choice-group__options">
          {CREATABLE_TYPES.map((type) => (
            <label key={type} className="choice">
              <input
                type="radio"
                name="productType"
                value={type}
                checked={form.productType === type}
                onChange={() =>
                  // Only physical and service products can be subscribed (seed 000 section 5).
                  set({ productType: type, isSubscribable: isSubscribableType(type) && form.isSubscribable })
                }
              />
              <span className="choice__title">{PRODUCT_TYPE_LABEL[type]}</span>
              <span className="choice__hint">{PRODUCT_TYPE_HINT[type]}</span>
            </label>
          ))}
        </div>
        {errors.productType ? (
          <p id={`${typeId}-error`} className="field__error">
            {errors.productType}
          </p>
        ) : null}
      </fieldset>
      <LazyRichTextEditor
        label="Description"
        format="html"
        error={errors.description}
        hint="Shown on the product page. Headings, bold, italics, lists, quotes, links and alignment are kept."
        value={form.description}
        pages={sitePages.data?.pages ?? []}
        headingLevels={DESCRIPTION_HEADINGS}
        linkTypes={DESCRIPTION_LINKS}
        onChange={(description) => set({ description })}
      />
    </FormSection>
  );
}
