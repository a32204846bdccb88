// @vitest-environment jsdom
import { ADDED_DELAY_MS, ADDED_RESET_MS, ERROR_RESET_MS } from '@plinth/commerce';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { useAddButton } from './use-add-button';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('useAddButton timing', () => {
  test('a quick success: adding for ADDED_DELAY_MS, added for ADDED_RESET_MS, then idle', () => {
    const { result } = renderHook(() => useAddButton());
    act(() => result.current[1]({ type: 'click', at: Date.now() }));
    advance(100);
    act(() => result.current[1]({ type: 'succeed' }));
    advance(ADDED_DELAY_MS - 100 - 1);
    expect(result.current[0].status).toBe('adding');
    advance(1);
    expect(result.current[0].status).toBe('added');
    advance(ADDED_RESET_MS - 1);
    expect(result.current[0].status).toBe('added');
    advance(1);
    expect(result.current[0].status).toBe('idle');
  });

  test('a success slower than ADDED_DELAY_MS shows "Added!" immediately', () => {
    const { result } = renderHook(() => useAddButton());
    act(() => result.current[1]({ type: 'click', at: Date.now() }));
    advance(ADDED_DELAY_MS * 3);
    expect(result.current[0].status).toBe('adding');
    act(() => result.current[1]({ type: 'succeed' }));
    advance(0);
    expect(result.current[0].status).toBe('added');
  });

  test('an error returns to idle after ERROR_RESET_MS', () => {
    const { result } = renderHook(() => useAddButton());
    act(() => result.current[1]({ type: 'click', at: Date.now() }));
    act(() => result.current[1]({ type: 'fail' }));
    advance(ERROR_RESET_MS - 1);
    expect(result.current[0].status).toBe('error');
    advance(1);
    expect(result.current[0].status).toBe('idle');
  });
});
