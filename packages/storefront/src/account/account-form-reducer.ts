/**
 * The states of an account form: idle, submitting (button disabled, busy text), and succeeded (the page
 * is being left, so the button stays disabled). A refusal brings it back to idle with per-field messages
 * or an alert. `attempt` counts refusals, so the form can move focus to the first field in error.
 */
export interface AccountFormStatus {
  phase: 'idle' | 'submitting' | 'succeeded';
  fieldErrors: Record<string, string>;
  error: string | null;
  attempt: number;
}

export type AccountFormAction =
  | { type: 'submitted' }
  | { type: 'refused'; fieldErrors?: Record<string, string>; error?: string | null }
  /** `leaving`: the page is being left, so the form stays disabled until it goes. */
  | { type: 'succeeded'; leaving: boolean }
  | { type: 'edited'; field: string }
  | { type: 'dismissed' };

export function initialFormStatus(
  initial: { fieldErrors?: Record<string, string>; error?: string | null } = {},
): AccountFormStatus {
  return { phase: 'idle', fieldErrors: initial.fieldErrors ?? {}, error: initial.error ?? null, attempt: 0 };
}

export function accountFormReducer(state: AccountFormStatus, action: AccountFormAction): AccountFormStatus {
  switch (action.type) {
    case 'submitted':
      // A second submit while one is under way changes nothing.
      if (state.phase !== 'idle') return state;
      return { ...state, phase: 'submitting', error: null };
    case 'refused':
      return {
        phase: 'idle',
        fieldErrors: action.fieldErrors ?? {},
        error: action.error ?? null,
        attempt: state.attempt + 1,
      };
    case 'succeeded':
      return { ...state, phase: action.leaving ? 'succeeded' : 'idle', fieldErrors: {}, error: null };
    case 'edited': {
      if (!(action.field in state.fieldErrors)) return state;
      const fieldErrors = { ...state.fieldErrors };
      delete fieldErrors[action.field];
      return { ...state, fieldErrors };
    }
    case 'dismissed':
      return { ...state, error: null };
  }
}
