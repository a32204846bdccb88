import { FORM_TEXTS, MESSAGES, validateRestockEmail } from '@plinth/commerce';
import { CAPTCHA_ACTION, type RestockSignUpRequest } from '@plinth/contracts';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CaptchaHandle } from '../captcha/Captcha';
import { signUpForRestock } from './restock-api.client';
import type { RestockFormSettings } from './restock-props';

// The captcha widget and its library load on demand, in a chunk of their own (seed 000 section 7).
const Captcha = lazy(() => import('../captcha/Captcha').then((module) => ({ default: module.Captcha })));

export interface RestockFormProps {
  productId: string;
  variantId: string;
  settings: RestockFormSettings;
  crumb: string;
}

type Status = 'idle' | 'submitting' | 'signed-up';

/**
 * Seed 000 section 4's restock form: idle; a submit shows an error (cleared by the next submit) or
 * replaces the form with the owner's success text, else "Signed up!". The captcha is destroyed on
 * success and reset on failure. Loaded lazily by RestockSlot, so it renders in the browser only.
 */
export function RestockForm({ productId, variantId, settings, crumb }: RestockFormProps) {
  const id = useId();
  const [open, setOpen] = useState(!settings.hiddenByDefault);
  const [email, setEmail] = useState('');
  const [joinMailingList, setJoinMailingList] = useState(settings.mailingListOptInByDefault);
  const [status, setStatus] = useState<Status>('idle');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const successRef = useRef<HTMLParagraphElement>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const [focusEmail, setFocusEmail] = useState(false);

  useEffect(() => {
    if (focusEmail && open) emailRef.current?.focus();
  }, [focusEmail, open]);
  useEffect(() => {
    // The focused Submit button is gone: the message takes focus, so keyboard users stay in place.
    if (status === 'signed-up') successRef.current?.focus();
  }, [status]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'idle') return;
    setEmailError(null);
    setFormError(null);
    const checked = validateRestockEmail(email);
    if (!checked.ok) {
      setEmailError(checked.message);
      emailRef.current?.focus();
      return;
    }
    const request: RestockSignUpRequest = {
      productId,
      variantId,
      siteVisitorEmail: checked.email,
      isJoinMailingList: settings.mailingListSignUpEnabled && joinMailingList,
      ...(settings.language ? { language: settings.language } : {}),
    };
    if (settings.captcha) {
      const captcha = captchaRef.current;
      const token = captcha
        ? await captcha.getToken()
        : { ok: false as const, message: FORM_TEXTS.captchaIncomplete };
      if (!token.ok) {
        setFormError(token.message);
        return;
      }
      if (settings.captcha.provider === 'recaptcha-enterprise')
        request.recaptchaEnterpriseV3Token = token.token;
      else request.captchaToken = token.token;
    }
    setStatus('submitting');
    const result = await signUpForRestock(request, crumb);
    if (result.ok) {
      captchaRef.current?.destroy();
      setStatus('signed-up');
      return;
    }
    captchaRef.current?.reset();
    setFormError(result.message);
    setStatus('idle');
  }

  const formId = `${id}-form`;
  const emailId = `${id}-email`;
  const emailErrorId = `${id}-email-error`;
  return (
    <div className="plinth-restock">
      <div role="status" className="plinth-restock__status">
        {status === 'signed-up' ? (
          <p ref={successRef} tabIndex={-1} className="plinth-restock__success">
            {settings.successMessage || MESSAGES.signedUp}
          </p>
        ) : null}
      </div>
      {status === 'signed-up' ? null : (
        <>
          {settings.hiddenByDefault ? (
            <button
              type="button"
              className="plinth-button plinth-button--secondary plinth-restock__reveal"
              aria-expanded={open}
              aria-controls={formId}
              onClick={() => {
                setOpen(!open);
                setFocusEmail(!open);
              }}
            >
              {FORM_TEXTS.restockNotifyMe}
            </button>
          ) : null}
          <form
            id={formId}
            className="plinth-restock__form"
            noValidate
            hidden={!open}
            aria-labelledby={`${id}-heading`}
            onSubmit={(event) => void submit(event)}
          >
            <h2 id={`${id}-heading`} className="plinth-restock__heading">
              {FORM_TEXTS.restockHeading}
            </h2>
            <div className={emailError ? 'plinth-field is-invalid' : 'plinth-field'}>
              <label className="plinth-field__label" htmlFor={emailId}>
                {FORM_TEXTS.restockEmailLabel}
              </label>
              <input
                ref={emailRef}
                id={emailId}
                className="plinth-input"
                type="email"
                name="siteVisitorEmail"
                autoComplete="email"
                inputMode="email"
                value={email}
                aria-invalid={emailError ? true : undefined}
                aria-describedby={emailError ? emailErrorId : undefined}
                onChange={(event) => setEmail(event.target.value)}
              />
              {emailError ? (
                <p id={emailErrorId} className="plinth-restock__error">
                  {emailError}
                </p>
              ) : null}
            </div>
            {settings.mailingListSignUpEnabled ? (
              <label className="plinth-restock__checkbox">
                <input
                  type="checkbox"
                  name="isJoinMailingList"
                  checked={joinMailingList}
                  onChange={(event) => setJoinMailingList(event.target.checked)}
                />
                <span>{FORM_TEXTS.restockJoinMailingList}</span>
              </label>
            ) : null}
            {settings.captcha && open ? (
              <Suspense fallback={<div className="plinth-captcha" />}>
                <Captcha config={settings.captcha} action={CAPTCHA_ACTION.restock} handleRef={captchaRef} />
              </Suspense>
            ) : null}
            {formError ? (
              <p className="plinth-restock__error" role="alert">
                {formError}
              </p>
            ) : null}
            <button
              type="submit"
              className="plinth-button plinth-restock__submit"
              disabled={status === 'submitting'}
              aria-busy={status === 'submitting' || undefined}
            >
              {status === 'submitting' ? MESSAGES.submitting : FORM_TEXTS.restockSubmit}
            </button>
          </form>
        </>
      )}
    </div>
  );
}
