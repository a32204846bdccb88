import type { AnalyticsSettings } from '@plinth/contracts';
import { analyticsSettingsSchema } from '@plinth/contracts/schemas';
import { useId } from 'react';
import { Alert } from '../../components/Alert';
import { Checkbox, Field } from '../../components/Field';
import { FormSection } from '../../components/FormSection';
import { SaveBar, submitWith } from '../../components/SaveBar';
import { schemaErrors, useEditorForm } from '../../state/use-editor-form';

const checkSettings = (value: AnalyticsSettings) => schemaErrors(analyticsSettingsSchema, value);

interface AnalyticsSettingsFormProps {
  loaded: AnalyticsSettings;
  canEdit: boolean;
  send: (value: AnalyticsSettings) => Promise<AnalyticsSettings>;
}

/** How visitors are counted, the cookie banner, how long raw events are kept, session recording. */
export function AnalyticsSettingsForm({ loaded, canEdit, send }: AnalyticsSettingsFormProps) {
  const form = useEditorForm(loaded, send, { canEdit, check: checkSettings });
  const value = form.value;
  const modeName = useId();
  return (
    <form onSubmit={submitWith(form)} noValidate>
      {form.status.kind === 'failed' ? <Alert tone="error">{form.status.message}</Alert> : null}
      <fieldset disabled={!canEdit} className="plain-fieldset">
        <FormSection
          title="Tracking"
          description="Cookieless counting never stores anything in the visitor's browser; visitors are counted per day."
        >
          <fieldset className="plain-fieldset">
            <legend className="field__label">Tracking mode</legend>
            <div className="segmented">
              {(
                [
                  ['cookies', 'With an analytics cookie'],
                  ['cookieless', 'Cookieless'],
                ] as const
              ).map(([mode, label]) => (
                <label key={mode} className="segmented__option">
                  <input
                    type="radio"
                    name={modeName}
                    checked={value.mode === mode}
                    onChange={() => form.set({ mode })}
                  />
                  {label}
                </label>
              ))}
            </div>
            {form.errors.mode ? <p className="field__error">{form.errors.mode}</p> : null}
          </fieldset>
          <Checkbox
            label="Restrictive cookie policy"
            hint="No analytics cookie until the visitor allows cookies in the banner."
            checked={value.restrictiveCookiePolicy}
            onChange={(restrictiveCookiePolicy) => form.set({ restrictiveCookiePolicy })}
          />
          <Checkbox
            label="Absolute: never set an analytics cookie, even after consent"
            checked={value.absolute}
            onChange={(absolute) => form.set({ absolute })}
          />
          <Checkbox
            label="Show the cookie banner"
            checked={value.cookieBanner}
            onChange={(cookieBanner) => form.set({ cookieBanner })}
          />
        </FormSection>
        <FormSection title="Data">
          <Field
            label="Keep raw events for (days)"
            hint="Older events are deleted; the daily totals stay, so the dashboards still show them."
            error={form.errors.rawRetentionDays}
          >
            {(control) => (
              <input
                {...control}
                className="input analytics-settings__days"
                type="number"
                inputMode="numeric"
                value={Number.isNaN(value.rawRetentionDays) ? '' : value.rawRetentionDays}
                onChange={(event) => form.set({ rawRetentionDays: event.target.valueAsNumber })}
              />
            )}
          </Field>
          <Checkbox
            label="Allow session recording"
            hint="Only for visitors who may be recorded."
            checked={value.sessionRecording}
            onChange={(sessionRecording) => form.set({ sessionRecording })}
          />
        </FormSection>
      </fieldset>
      {canEdit ? <SaveBar status={form.status} dirty={form.dirty} /> : null}
    </form>
  );
}
