import type { FormCheck } from '@plinth/commerce';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { AccountResult } from '../api/site-user-api.client';
import { accountFormReducer, initialFormStatus } from './account-form-reducer';

export interface SubmitPlan<T, R> {
  /** The same rules the server runs; a refusal here never reaches the network. */
  check: () => FormCheck<T, string>;
  send: (value: T) => Promise<AccountResult<R>>;
  /** Runs after success; answer true when it leaves the page. */
  onSuccess: (data: R) => boolean;
}

/**
 * An account form's state and its submit: checks, sends, and turns the answer into field messages or
 * an alert. Focus moves to the first field in error after each refusal.
 */
export function useAccountForm(
  initial: { fieldErrors?: Record<string, string>; error?: string | null } = {},
) {
  const [status, dispatch] = useReducer(accountFormReducer, initial, initialFormStatus);
  const formRef = useRef<HTMLFormElement>(null);
  // Set synchronously, so a double click cannot send twice before React re-renders.
  const inFlight = useRef(false);

  useEffect(() => {
    if (status.attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [status.attempt]);

  const submit = useCallback(async <T, R>(plan: SubmitPlan<T, R>): Promise<void> => {
    if (inFlight.current) return;
    const checked = plan.check();
    if (!checked.ok) {
      dispatch({ type: 'refused', fieldErrors: definedOnly(checked.fieldErrors) });
      return;
    }
    inFlight.current = true;
    dispatch({ type: 'submitted' });
    const result = await plan.send(checked.value);
    if (result.ok) {
      const leaving = plan.onSuccess(result.data);
      inFlight.current = leaving;
      dispatch({ type: 'succeeded', leaving });
      return;
    }
    inFlight.current = false;
    const hasFieldErrors = Object.keys(result.fieldErrors).length > 0;
    dispatch({
      type: 'refused',
      fieldErrors: result.fieldErrors,
      error: hasFieldErrors ? null : result.message,
    });
  }, []);

  const edited = useCallback((field: string) => dispatch({ type: 'edited', field }), []);
  const dismissError = useCallback(() => dispatch({ type: 'dismissed' }), []);
  const busy = status.phase !== 'idle';
  return { status, busy, submit, edited, dismissError, formRef };
}

function definedOnly(errors: Partial<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) if (message !== undefined) out[field] = message;
  return out;
}
