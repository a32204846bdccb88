import { ADDED_DELAY_MS, ADDED_RESET_MS, ERROR_RESET_MS } from '@plinth/commerce';
import { describe, expect, test } from 'vitest';
import {
  addButtonLabel,
  addButtonReducer,
  IDLE,
  pendingTimer,
  type AddButtonState,
} from './add-button-reducer';

const adding = (startedAt: number, succeeded = false): AddButtonState => ({
  status: 'adding',
  startedAt,
  succeeded,
});

describe('addButtonReducer', () => {
  test('a click while idle starts adding and shows "Adding…"', () => {
    const state = addButtonReducer(IDLE, { type: 'click', at: 500 });
    expect(state).toEqual(adding(500));
    expect(addButtonLabel(state, 'Add To Cart')).toBe('Adding…');
  });

  test('clicks while adding, added or cooling down after an error are ignored', () => {
    for (const state of [adding(0), { status: 'added' } as const, { status: 'error' } as const]) {
      expect(addButtonReducer(state, { type: 'click', at: 10 })).toBe(state);
    }
  });

  test('success waits for the timer before showing "Added!"', () => {
    const succeeded = addButtonReducer(adding(0), { type: 'succeed' });
    expect(addButtonLabel(succeeded, 'Add To Cart')).toBe('Adding…');
    const added = addButtonReducer(succeeded, { type: 'show-added' });
    expect(addButtonLabel(added, 'Add To Cart')).toBe('Added!');
  });

  test('show-added before the request succeeded changes nothing', () => {
    expect(addButtonReducer(adding(0), { type: 'show-added' })).toEqual(adding(0));
  });

  test('failure and reset return to the idle label', () => {
    const failed = addButtonReducer(adding(0), { type: 'fail' });
    expect(failed).toEqual({ status: 'error' });
    expect(addButtonLabel(failed, 'Add To Cart')).toBe('Add To Cart');
    expect(addButtonReducer(failed, { type: 'reset' })).toBe(IDLE);
    expect(addButtonReducer({ status: 'added' }, { type: 'reset' })).toBe(IDLE);
  });
});

describe('pendingTimer', () => {
  test('a fast success shows "Added!" ADDED_DELAY_MS after the click, not sooner', () => {
    expect(pendingTimer(adding(1000, true), 1200)).toEqual({
      event: { type: 'show-added' },
      delayMs: ADDED_DELAY_MS - 200,
    });
  });

  test('a slow success shows "Added!" at once', () => {
    expect(pendingTimer(adding(0, true), ADDED_DELAY_MS + 500)?.delayMs).toBe(0);
  });

  test('added resets after ADDED_RESET_MS and an error after ERROR_RESET_MS', () => {
    expect(pendingTimer({ status: 'added' }, 0)).toEqual({
      event: { type: 'reset' },
      delayMs: ADDED_RESET_MS,
    });
    expect(pendingTimer({ status: 'error' }, 0)).toEqual({
      event: { type: 'reset' },
      delayMs: ERROR_RESET_MS,
    });
  });

  test('idle and an unanswered add wait without a timer', () => {
    expect(pendingTimer(IDLE, 0)).toBeNull();
    expect(pendingTimer(adding(0), 5000)).toBeNull();
  });
});
