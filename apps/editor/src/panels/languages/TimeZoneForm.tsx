import { saveSiteTimeZone, type SiteTimeZoneSettings } from '../../api/time-zone-api';
import { Alert } from '../../components/Alert';
import { Field } from '../../components/Field';
import { FormSection } from '../../components/FormSection';
import { SaveBar, submitWith } from '../../components/SaveBar';
import { useEditorForm } from '../../state/use-editor-form';

interface TimeZoneValue {
  timeZone: string;
}

/** "America/New_York" as "America / New York": the names as people read them, the value unchanged. */
function zoneLabel(zone: string): string {
  return zone.replace(/_/g, ' ').replace(/\//g, ' / ');
}

async function sendTimeZone(value: TimeZoneValue): Promise<TimeZoneValue> {
  const saved = await saveSiteTimeZone(value.timeZone);
  return { timeZone: saved.timeZone };
}

/** The site's time zone: event times, calendars, feeds and post dates are in it. */
export function TimeZoneForm({ loaded, canEdit }: { loaded: SiteTimeZoneSettings; canEdit: boolean }) {
  const form = useEditorForm<TimeZoneValue>({ timeZone: loaded.timeZone }, sendTimeZone, { canEdit });
  return (
    <form onSubmit={submitWith(form)} noValidate>
      {form.status.kind === 'failed' ? <Alert tone="error">{form.status.message}</Alert> : null}
      <FormSection title="Region">
        <Field
          label="Time zone"
          hint="Event times, calendars, feeds and post dates are shown in it, and event times are entered in it."
          error={form.errors.timeZone}
        >
          {(props) => (
            <select
              {...props}
              className="input"
              value={form.value.timeZone}
              disabled={!canEdit}
              onChange={(event) => form.set({ timeZone: event.target.value })}
            >
              {loaded.timeZones.map((zone) => (
                <option key={zone} value={zone}>
                  {zoneLabel(zone)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </FormSection>
      {canEdit ? <SaveBar status={form.status} dirty={form.dirty} label="Save time zone" /> : null}
    </form>
  );
}
