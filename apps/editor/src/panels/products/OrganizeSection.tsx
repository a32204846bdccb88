import { TERM_LIMITS } from '@plinth/contracts';
import { FormSection } from '../../components/FormSection';
import { Field } from '../../components/Field';
import type { SectionProps } from './section-props';

/** The first message among `field` and its entries ("tags", "tags.2"), for the one text box. */
function listError(errors: SectionProps['errors'], field: 'tags' | 'categories'): string | null {
  const key = Object.keys(errors).find((k) => k === field || k.startsWith(`${field}.`));
  return key ? (errors[key] ?? null) : null;
}

/**
 * Categories and tags (issue 22): names separated by commas. Shoppers browse the shop by category
 * (/shop/c/{category}) and filter by tag; a name that does not exist yet is created on save.
 */
export function OrganizeSection({ form, onChange, errors }: SectionProps) {
  return (
    <FormSection
      title="Categories and tags"
      description="Shoppers browse the shop by category and filter it by tag. Manage them all in Tags & categories."
    >
      <Field
        label="Categories"
        error={listError(errors, 'categories')}
        hint={`Separate with commas, e.g. Kitchen, Gifts. At most ${TERM_LIMITS.categoryMax} characters each.`}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            value={form.categories}
            onChange={(event) => onChange({ ...form, categories: event.target.value })}
          />
        )}
      </Field>
      <Field
        label="Tags"
        error={listError(errors, 'tags')}
        hint={`Separate with commas, e.g. Linen, Summer. At most ${TERM_LIMITS.tagMax} characters each.`}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            value={form.tags}
            onChange={(event) => onChange({ ...form, tags: event.target.value })}
          />
        )}
      </Field>
    </FormSection>
  );
}
