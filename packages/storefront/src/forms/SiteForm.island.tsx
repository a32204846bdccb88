import { FORM_TEXTS, type FormErrors, MESSAGES, validateFormValues, valueFields } from '@plinth/commerce';
import {
  CAPTCHA_ACTION,
  FORM_API,
  PLAIN_FORM_PAGE_FIELDS,
  trackEvent,
  type CaptchaClientConfig,
  type FormValue,
  type FormValues,
  type PublicForm,
} from '@plinth/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { currentCrumb } from '../browser/cookies.client';
import { navigateTo } from '../browser/navigate.client';
import { Captcha, type CaptchaHandle } from '../captcha/Captcha';
import { useHydrated } from '../components/use-hydrated';
import { reportFormRender } from './form-census.client';
import { fillHiddenFromQuery, initialFormValues } from './form-values';
import { FormFields } from './FormFields';
import { submitSiteForm, type SiteFormPage } from './submit-site-form.client';

export interface SiteFormProps {
  form: PublicForm;
  /** Where the form is, sent with each submission. */
  page: SiteFormPage;
  crumb: string;
  /** The page's captcha configuration; used when the form has its captcha on. */
  captcha: CaptchaClientConfig;
  /**
   * False submits without the island's own check (and without the separate validation call): the
   * server's check still answers. For callers that need it; the form block leaves it on.
   */
  validateBeforeSubmit?: boolean;
}

type Status = 'editing' | 'submitting' | 'submitted';

/**
 * A site form (issue 11): every field type with its label, description and error; the seed's
 * validation before sending; then the submission protocol, with the status messages of seed 000
 * section 8. Server-rendered as a plain form that posts without JavaScript (FORM_API.plainSubmit).
 */
export function SiteForm({ form, page, crumb, captcha, validateBeforeSubmit = true }: SiteFormProps) {
  const idPrefix = useId();
  const [values, setValues] = useState<FormValues>(() => initialFormValues(form.fields));
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('editing');
  // Bumped when a failure should move focus: to the first invalid field, else to the message.
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const submittedRef = useRef<HTMLDivElement>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const reported = useRef(false);
  // Hidden fields read the query string once running, so the server's HTML and hydration agree.
  const hydrated = useHydrated();
  const shown = hydrated ? fillHiddenFromQuery(form.fields, values, window.location.search) : values;

  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    void reportFormRender(form.id, currentCrumb(crumb));
  }, [form.id, crumb]);

  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? problemRef.current)?.focus();
  }, [focusRequest]);

  useEffect(() => {
    if (status !== 'submitted') return;
    const message = submittedRef.current;
    message?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    message?.focus({ preventScroll: true });
  }, [status]);

  function change(id: string, value: FormValue) {
    setValues((current) => ({ ...current, [id]: value }));
  }

  function fail(message: string, fieldErrors: FormErrors = {}) {
    setErrors(fieldErrors);
    setFormError(message);
    setStatus('editing');
    setFocusRequest((n) => n + 1);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'editing') return;
    const sent: FormValues = {};
    for (const field of valueFields(form.fields))
      if (shown[field.id] !== undefined) sent[field.id] = shown[field.id]!;
    if (validateBeforeSubmit) {
      const checked = validateFormValues(form.fields, sent);
      if (!checked.ok) return fail(checked.message, checked.errors);
    }
    setErrors({});
    setFormError(null);
    setStatus('submitting');
    let captchaToken: string | undefined;
    if (form.captchaEnabled) {
      const token = await (captchaRef.current?.getToken() ??
        Promise.resolve({ ok: false as const, message: FORM_TEXTS.captchaIncomplete }));
      if (!token.ok) return fail(token.message);
      captchaToken = token.token;
    }
    const outcome = await submitSiteForm({
      formId: form.id,
      values: sent,
      page,
      crumb: currentCrumb(crumb),
      captchaToken,
      validate: validateBeforeSubmit,
    });
    if (!outcome.ok) {
      captchaRef.current?.reset();
      return fail(outcome.message, outcome.fieldErrors);
    }
    trackEvent('FormSubmission', { form_id: form.id });
    // Stays "Submitting…" while the browser leaves for the owner's page.
    if (form.successRedirect) return navigateTo(form.successRedirect);
    setStatus('submitted');
  }

  if (status === 'submitted') {
    return (
      <div className="site-form site-form--submitted" ref={submittedRef} tabIndex={-1}>
        {/* Sanitised when the owner saved the form; inserted as HTML, so scripts in it never run. */}
        <div
          className="site-form__message"
          dangerouslySetInnerHTML={{ __html: form.parsedSubmissionMessage }}
        />
        {form.submissionHTML ? (
          <div className="site-form__html" dangerouslySetInnerHTML={{ __html: form.submissionHTML }} />
        ) : null}
      </div>
    );
  }

  const problem = formError !== null || Object.keys(errors).length > 0;
  const submitting = status === 'submitting';
  const pageFields: Record<(typeof PLAIN_FORM_PAGE_FIELDS)[number], string> = {
    pageTitle: page.pageTitle,
    pageId: page.pageId,
    pagePath: page.pagePath,
    contentSource: page.contentSource,
  };
  return (
    <div className="site-form">
      <form
        ref={formRef}
        className="site-form__form"
        method="post"
        action={FORM_API.plainSubmit(form.id)}
        noValidate
        aria-label={form.name}
        onSubmit={(event) => void submit(event)}
      >
        {problem ? (
          <p className="site-form__problem site-form__problem--above">{FORM_TEXTS.formProblemScrollDown}</p>
        ) : null}
        <input type="hidden" name="crumb" value={crumb} />
        {PLAIN_FORM_PAGE_FIELDS.map((name) => (
          <input key={name} type="hidden" name={name} value={pageFields[name]} />
        ))}
        <FormFields
          fields={form.fields}
          idPrefix={idPrefix}
          values={shown}
          errors={errors}
          onChange={change}
        />
        {form.parsedDisclaimerMessage ? (
          <div
            className="site-form__disclaimer"
            dangerouslySetInnerHTML={{ __html: form.parsedDisclaimerMessage }}
          />
        ) : null}
        {form.captchaEnabled ? (
          <Captcha
            config={captcha}
            action={CAPTCHA_ACTION.form}
            theme={form.captchaTheme}
            alignment={form.captchaAlignment}
            handleRef={captchaRef}
          />
        ) : null}
        <div className="site-form__actions">
          <button type="submit" className="button button--primary site-form__submit" disabled={submitting}>
            {submitting ? MESSAGES.submitting : form.submitLabel}
          </button>
        </div>
        <div className="site-form__status" role="alert" ref={problemRef} tabIndex={-1}>
          {problem ? (
            <>
              {formError ? <p className="site-form__error">{formError}</p> : null}
              <p className="site-form__problem site-form__problem--below">{FORM_TEXTS.formProblemScrollUp}</p>
            </>
          ) : null}
        </div>
      </form>
    </div>
  );
}
