import { describe, expect, test } from 'vitest';
import { accountFormReducer, initialFormStatus, type AccountFormAction } from './account-form-reducer';

function replay(actions: AccountFormAction[], initial = initialFormStatus()) {
  return actions.reduce(accountFormReducer, initial);
}

describe('account form states', () => {
  test('submitting, then refused with a message, back to idle', () => {
    const state = replay([
      { type: 'submitted' },
      { type: 'refused', error: 'That email and password do not match an account.' },
    ]);
    expect(state).toEqual({
      phase: 'idle',
      fieldErrors: {},
      error: 'That email and password do not match an account.',
      attempt: 1,
    });
  });

  test('a second submit while one is under way changes nothing', () => {
    const submitting = replay([{ type: 'submitted' }]);
    expect(accountFormReducer(submitting, { type: 'submitted' })).toBe(submitting);
  });

  test('a new submit clears the last alert but keeps field messages until edited', () => {
    const refused = replay([
      { type: 'refused', fieldErrors: { email: 'Please enter a valid email' }, error: 'x' },
    ]);
    const again = accountFormReducer(refused, { type: 'submitted' });
    expect(again.error).toBeNull();
    expect(again.fieldErrors).toEqual({ email: 'Please enter a valid email' });
    expect(accountFormReducer(refused, { type: 'edited', field: 'email' }).fieldErrors).toEqual({});
  });

  test('success that leaves the page stays disabled; one that stays goes back to idle', () => {
    expect(replay([{ type: 'submitted' }, { type: 'succeeded', leaving: true }]).phase).toBe('succeeded');
    expect(replay([{ type: 'submitted' }, { type: 'succeeded', leaving: false }]).phase).toBe('idle');
  });

  test('each refusal counts as an attempt; dismissing the alert keeps the count', () => {
    const twice = replay([{ type: 'refused' }, { type: 'refused', error: 'e' }]);
    expect(twice.attempt).toBe(2);
    expect(accountFormReducer(twice, { type: 'dismissed' })).toEqual({ ...twice, error: null });
  });

  test('a no-JavaScript refusal starts with its messages', () => {
    expect(initialFormStatus({ fieldErrors: { name: 'Enter your name.' }, error: null })).toEqual({
      phase: 'idle',
      fieldErrors: { name: 'Enter your name.' },
      error: null,
      attempt: 0,
    });
  });
});
