import {
  CAPTCHA_ALIGNMENTS,
  CAPTCHA_THEMES,
  FORM_LIMITS,
  type FieldErrors,
  type HeadingLevel,
  type LinkType,
} from '@plinth/contracts';
import { listPages } from '../../api/pages-api';
import { Checkbox, Field } from '../../components/Field';
import { FormSection } from '../../components/FormSection';
import { LazyRichTextEditor } from '../../components/rich-text/LazyRichTextEditor';
import { PERMISSION } from '../../session/permissions';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import type { FormDraft } from './form-builder-model';
import { SubmitLabelField } from './SubmitLabelField';

interface FormSettingsProps {
  draft: FormDraft;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (change: Partial<FormDraft>) => void;
}

/** The messages are small HTML, sanitised by the server on save: no headings above 3, the usual links. */
const MESSAGE_HEADINGS: readonly HeadingLevel[] = [3];
const MESSAGE_LINKS: readonly LinkType[] = ['page', 'web', 'email', 'phone'];
const THEME_LABELS = { light: 'Light', dark: 'Dark' } as const;
const ALIGNMENT_LABELS = { left: 'Left', center: 'Center', right: 'Right' } as const;

/** The form as a whole: name, submit label, what happens after sending, the captcha, who is told. */
export function FormSettings({ draft, errors, disabled, onChange }: FormSettingsProps) {
  const { can, site } = useSignedIn();
  const mayReadPages = can(PERMISSION.contentView);
  const pages = useFetch(
    (signal) => (mayReadPages ? listPages(signal) : Promise.resolve({ pages: [] })),
    `${site.id}/pages/${mayReadPages}`,
  );
  const sitePages = pages.data?.pages ?? [];
  return (
    <>
      <FormSection title="Form">
        <fieldset className="plain-fieldset stack" disabled={disabled}>
          <div className="field-row">
            <Field label="Name" error={errors.name} hint="Only you see it: in this list and the form block.">
              {(control) => (
                <input
                  {...control}
                  className="input"
                  maxLength={FORM_LIMITS.nameMax}
                  value={draft.name}
                  onChange={(event) => onChange({ name: event.target.value })}
                />
              )}
            </Field>
            <SubmitLabelField
              value={draft.submitLabel}
              error={errors.submitLabel}
              onChange={(submitLabel) => onChange({ submitLabel })}
            />
          </div>
          <Field
            label="Notification email"
            error={errors.notificationEmail}
            hint="Each submission is emailed here. Leave empty to tell the site’s Administrators."
          >
            {(control) => (
              <input
                {...control}
                className="input"
                type="email"
                autoComplete="off"
                maxLength={FORM_LIMITS.notificationEmailMax}
                value={draft.notificationEmail}
                onChange={(event) => onChange({ notificationEmail: event.target.value })}
              />
            )}
          </Field>
        </fieldset>
        <LazyRichTextEditor
          label="Disclaimer"
          format="html"
          error={errors.parsedDisclaimerMessage}
          hint="Small print under the form (optional)."
          value={draft.parsedDisclaimerMessage}
          pages={sitePages}
          headingLevels={MESSAGE_HEADINGS}
          linkTypes={MESSAGE_LINKS}
          disabled={disabled}
          onChange={(parsedDisclaimerMessage) => onChange({ parsedDisclaimerMessage })}
        />
      </FormSection>
      <FormSection title="After submitting">
        <LazyRichTextEditor
          label="Submission message"
          format="html"
          error={errors.parsedSubmissionMessage}
          hint="Shown in place of the form once it is sent."
          value={draft.parsedSubmissionMessage}
          pages={sitePages}
          headingLevels={MESSAGE_HEADINGS}
          linkTypes={MESSAGE_LINKS}
          disabled={disabled}
          onChange={(parsedSubmissionMessage) => onChange({ parsedSubmissionMessage })}
        />
        <fieldset className="plain-fieldset stack" disabled={disabled}>
          <Field
            label="Post-submit HTML"
            error={errors.submissionHTML}
            hint="Extra HTML shown after the message (tracking pixels and the like). Scripts never run: the server sanitises it."
          >
            {(control) => (
              <textarea
                {...control}
                className="textarea textarea--code"
                rows={4}
                spellCheck={false}
                autoCapitalize="off"
                maxLength={FORM_LIMITS.htmlMax}
                value={draft.submissionHTML}
                onChange={(event) => onChange({ submissionHTML: event.target.value })}
              />
            )}
          </Field>
          <Field
            label="Success redirect"
            error={errors.successRedirect}
            hint="A page of the site (/thanks) or a web address; visitors go there after sending. Empty keeps them on the page."
          >
            {(control) => (
              <input
                {...control}
                className="input"
                spellCheck={false}
                autoCapitalize="off"
                maxLength={FORM_LIMITS.successRedirectMax}
                value={draft.successRedirect}
                onChange={(event) => onChange({ successRedirect: event.target.value })}
              />
            )}
          </Field>
        </fieldset>
      </FormSection>
      <FormSection
        title="Captcha"
        description="A puzzle the visitor’s browser solves before sending, to keep spam out."
      >
        <fieldset className="plain-fieldset stack" disabled={disabled}>
          <Checkbox
            label="Use a captcha"
            checked={draft.captchaEnabled}
            onChange={(captchaEnabled) => onChange({ captchaEnabled })}
          />
          <div className="field-row">
            <Field label="Captcha theme" error={errors.captchaTheme}>
              {(control) => (
                <select
                  {...control}
                  className="select"
                  disabled={!draft.captchaEnabled}
                  value={draft.captchaTheme}
                  onChange={(event) =>
                    onChange({ captchaTheme: event.target.value as FormDraft['captchaTheme'] })
                  }
                >
                  {CAPTCHA_THEMES.map((theme) => (
                    <option key={theme} value={theme}>
                      {THEME_LABELS[theme]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Captcha alignment" error={errors.captchaAlignment}>
              {(control) => (
                <select
                  {...control}
                  className="select"
                  disabled={!draft.captchaEnabled}
                  value={draft.captchaAlignment}
                  onChange={(event) =>
                    onChange({ captchaAlignment: event.target.value as FormDraft['captchaAlignment'] })
                  }
                >
                  {CAPTCHA_ALIGNMENTS.map((alignment) => (
                    <option key={alignment} value={alignment}>
                      {ALIGNMENT_LABELS[alignment]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
        </fieldset>
      </FormSection>
    </>
  );
}
