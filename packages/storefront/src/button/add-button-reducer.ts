import { ADDED_DELAY_MS, ADDED_RESET_MS, ERROR_RESET_MS, MESSAGES } from '@plinth/commerce';

/**
 * The add-to-cart button of seed 000 section 4: idle → adding ("Adding…") → added ("Added!", shown no
 * sooner than ADDED_DELAY_MS after the click) → idle after ADDED_RESET_MS; a failure returns to idle after
 * ERROR_RESET_MS. Pure: timers are data (pendingTimer) that the hook turns into setTimeout calls.
 */
export type AddButtonState =
  | { status: 'idle' }
  | { status: 'adding'; startedAt: number; succeeded: boolean }
  | { status: 'added' }
  | { status: 'error' };

export type AddButtonEvent =
  | { type: 'click'; at: number }
  | { type: 'succeed' }
  | { type: 'fail' }
  | { type: 'show-added' }
  | { type: 'reset' };

export const IDLE: AddButtonState = { status: 'idle' };

export function addButtonReducer(state: AddButtonState, event: AddButtonEvent): AddButtonState {
  switch (event.type) {
    case 'click':
      // Clicks while adding, added or cooling down after an error are ignored.
      return state.status === 'idle' ? { status: 'adding', startedAt: event.at, succeeded: false } : state;
    case 'succeed':
      return state.status === 'adding' ? { ...state, succeeded: true } : state;
    case 'fail':
      return state.status === 'adding' ? { status: 'error' } : state;
    case 'show-added':
      return state.status === 'adding' && state.succeeded ? { status: 'added' } : state;
    case 'reset':
      return state.status === 'added' || state.status === 'error' ? IDLE : state;
  }
}

/** The timer a state needs, measured from `now`; null when the state waits for a click or a response. */
export function pendingTimer(
  state: AddButtonState,
  now: number,
): { event: AddButtonEvent; delayMs: number } | null {
  switch (state.status) {
    case 'adding':
      if (!state.succeeded) return null;
      return { event: { type: 'show-added' }, delayMs: Math.max(0, state.startedAt + ADDED_DELAY_MS - now) };
    case 'added':
      return { event: { type: 'reset' }, delayMs: ADDED_RESET_MS };
    case 'error':
      return { event: { type: 'reset' }, delayMs: ERROR_RESET_MS };
    case 'idle':
      return null;
  }
}

export function addButtonLabel(state: AddButtonState, idleLabel: string): string {
  if (state.status === 'adding') return MESSAGES.adding;
  if (state.status === 'added') return MESSAGES.added;
  return idleLabel;
}
