import type { FieldErrors } from '@plinth/contracts';
import { useId } from 'react';
import { Field } from '../../components/Field';
import type { ItemForm } from './item-form';

interface EventFieldsProps {
  form: ItemForm;
  errors: FieldErrors;
  timeZone: string;
  disabled: boolean;
  onChange: (update: Partial<ItemForm>) => void;
}

type TextKey = 'locationName' | 'addressLine1' | 'addressLine2' | 'addressCountry' | 'mapLat' | 'mapLng';

const LOCATION_FIELDS: { key: TextKey; label: string; error: string; numeric?: boolean }[] = [
  { key: 'locationName', label: 'Place', error: 'location.name' },
  { key: 'addressLine1', label: 'Address', error: 'location.addressLine1' },
  { key: 'addressLine2', label: 'Town or city', error: 'location.addressLine2' },
  { key: 'addressCountry', label: 'Country', error: 'location.addressCountry' },
  { key: 'mapLat', label: 'Map latitude', error: 'location.mapLat', numeric: true },
  { key: 'mapLng', label: 'Map longitude', error: 'location.mapLng', numeric: true },
];

/** An event's start and end (in the site's time zone, or whole days), and where it happens. */
export function EventFields({ form, errors, timeZone, disabled, onChange }: EventFieldsProps) {
  const allDayId = useId();
  const type = form.allDay ? 'date' : 'datetime-local';
  const hint = form.allDay ? 'The first and last days.' : `In the site’s time zone, ${timeZone}.`;
  return (
    <fieldset className="item-settings__group">
      <legend className="page-settings__heading">Date and place</legend>
      <div className="checkbox">
        <input
          id={allDayId}
          type="checkbox"
          checked={form.allDay}
          disabled={disabled}
          onChange={(event) => onChange({ allDay: event.target.checked, startsAt: '', endsAt: '' })}
        />
        <label htmlFor={allDayId}>All-day event</label>
      </div>
      <div className="item-settings__pair">
        <Field label="Starts" hint={hint} error={errors.startsAt}>
          {(control) => (
            <input
              {...control}
              className="input"
              type={type}
              value={form.startsAt}
              disabled={disabled}
              onChange={(event) => onChange({ startsAt: event.target.value })}
            />
          )}
        </Field>
        <Field label="Ends" error={errors.endsAt}>
          {(control) => (
            <input
              {...control}
              className="input"
              type={type}
              value={form.endsAt}
              disabled={disabled}
              onChange={(event) => onChange({ endsAt: event.target.value })}
            />
          )}
        </Field>
      </div>
      <div className="item-settings__pair">
        {LOCATION_FIELDS.map((field) => (
          <Field key={field.key} label={field.label} error={errors[field.error]}>
            {(control) => (
              <input
                {...control}
                className="input"
                inputMode={field.numeric ? 'decimal' : undefined}
                value={form[field.key]}
                maxLength={200}
                disabled={disabled}
                onChange={(event) => onChange({ [field.key]: event.target.value })}
              />
            )}
          </Field>
        ))}
      </div>
    </fieldset>
  );
}
