import { PRODUCT_STATUS_LABELS, PRODUCT_STATUSES, type ProductStatus } from '@plinth/contracts';
import { Field } from '../../components/Field';
import { FormSection } from '../../components/FormSection';
import { localTimeZoneName } from '../pages/schedule-time';
import type { SectionProps } from './section-props';

const STATUS_HINTS: Record<ProductStatus, string> = {
  draft: 'Only you and your team see it. Shoppers cannot find or buy it.',
  active: 'On your store now.',
  scheduled: 'Joins your store at the time below.',
};

/** Draft, Active or Scheduled with its time (decision 0049): who can see the product, and from when. */
export function StatusSection({ form, onChange, errors }: SectionProps) {
  const zone = localTimeZoneName();
  return (
    <FormSection title="Status">
      <div className="product-status-fields">
        <Field label="Status" hint={STATUS_HINTS[form.status]} error={errors.status}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={form.status}
              onChange={(event) => onChange({ ...form, status: event.target.value as ProductStatus })}
            >
              {PRODUCT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {PRODUCT_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {form.status === 'scheduled' ? (
          <Field
            label="Goes live"
            hint={zone ? `Your time zone: ${zone}.` : undefined}
            error={errors.publishAt}
          >
            {(control) => (
              <input
                {...control}
                className="input"
                type="datetime-local"
                value={form.publishAt}
                onChange={(event) => onChange({ ...form, publishAt: event.target.value })}
              />
            )}
          </Field>
        ) : null}
      </div>
    </FormSection>
  );
}
