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
          <WholeNumberField
            label="Keep raw events for (days)"
            hint="Older events are deleted; the daily totals stay, so the dashboards still show them."
            error={form.errors.rawRetentionDays}
            value={value.rawRetentionDays}
            onChange={(rawRetentionDays) => form.set({ rawRetentionDays })}
          />
        </FormSection>
        <FormSection
          title="Session recording"
          description="Loads your own recorder (a replay tool you host) for a sample of visitors: only in the US, in an America time zone, on devices with more than 2 cores, never on the checkout, and never for visitors counted without cookies."
        >
          <Checkbox
            label="Allow session recording"
            checked={value.sessionRecording}
            onChange={(sessionRecording) => form.set({ sessionRecording })}
          />
          <Field
            label="Recorder script"
            hint="An https:// address, or a path on this site such as /recorder.js. It receives the session's id in window.plinthSessionRecording."
            error={form.errors.sessionRecordingScriptUrl}
          >
            {(control) => (
              <input
                {...control}
                className="input"
                type="url"
                inputMode="url"
                spellCheck={false}
                value={value.sessionRecordingScriptUrl}
                onChange={(event) => form.set({ sessionRecordingScriptUrl: event.target.value.trim() })}
              />
            )}
          </Field>
          <Field
            label="Recording experiment"
            hint="Visitors are recorded only while the experiment is active."
            error={form.errors.sessionRecordingExperiment}
          >
            {(control) => (
              <select
                {...control}
                className="select"
                value={value.sessionRecordingExperiment}
                onChange={(event) =>
                  form.set({
                    sessionRecordingExperiment: event.target
                      .value as AnalyticsSettings['sessionRecordingExperiment'],
                  })
                }
              >
                <option value="ACTIVE">Active</option>
                <option value="PAUSED">Paused</option>
                <option value="ENDED">Ended</option>
              </select>
            )}
          </Field>
          <WholeNumberField
            label="Sessions recorded (%)"
            hint="The share of eligible sessions recorded; a session is recorded on every page or on none."
            error={form.errors.sessionRecordingSamplePercent}
            value={value.sessionRecordingSamplePercent}
            range={[0, 100]}
            onChange={(sessionRecordingSamplePercent) => form.set({ sessionRecordingSamplePercent })}
          />
        </FormSection>
      </fieldset>
      {canEdit ? <SaveBar status={form.status} dirty={form.dirty} /> : null}
    </form>
  );
}

interface WholeNumberFieldProps {
  label: string;
  hint: string;
  error: string | undefined;
  value: number;
  range?: [number, number];
  onChange: (value: number) => void;
}

/** A short number input: empty while the typed text is not a number (NaN), which the check refuses. */
function WholeNumberField({ label, hint, error, value, range, onChange }: WholeNumberFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          className="input analytics-settings__days"
          type="number"
          inputMode="numeric"
          min={range?.[0]}
          max={range?.[1]}
          value={Number.isNaN(value) ? '' : value}
          onChange={(event) => onChange(event.target.valueAsNumber)}
        />
      )}
    </Field>
  );
}
