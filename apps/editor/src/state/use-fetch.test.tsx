// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fetchStateReducer, PENDING_STATE, type FetchState } from './fetch-state';
import { useFetch } from './use-fetch';

afterEach(cleanup);

describe('fetchStateReducer (seed 001 section 4)', () => {
  const loaded: FetchState<string[]> = { loading: false, hasError: false, error: null, data: ['a'] };

  test('pending turns loading on and error off, keeping earlier data', () => {
    const failed = { ...loaded, hasError: true, error: new Error('x') };
    expect(fetchStateReducer(failed, { type: 'pending' })).toEqual({
      loading: true,
      hasError: false,
      error: null,
      data: ['a'],
    });
  });

  test('success stores the data and turns loading off', () => {
    expect(
      fetchStateReducer(PENDING_STATE as FetchState<string[]>, { type: 'success', data: ['b'] }),
    ).toEqual({ loading: false, hasError: false, error: null, data: ['b'] });
  });

  test('failed stores the error and turns error on', () => {
    const error = new Error('down');
    expect(fetchStateReducer({ ...loaded, loading: true }, { type: 'failed', error })).toEqual({
      loading: false,
      hasError: true,
      error,
      data: ['a'],
    });
  });
});

describe('useFetch', () => {
  test('starts pending, then holds the data', async () => {
    const { result } = renderHook(() => useFetch(() => Promise.resolve(42), 'k'));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toBe(42));
    expect(result.current.loading).toBe(false);
  });

  test('a failure turns error on, and reload tries again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce('up');
    const { result } = renderHook(() => useFetch(load, 'k'));
    await waitFor(() => expect(result.current.hasError).toBe(true));
    expect((result.current.error as Error).message).toBe('down');
    act(() => result.current.reload());
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toBe('up'));
    expect(result.current.hasError).toBe(false);
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('drops an answer that arrives after the key changed', async () => {
    let resolveFirst: (value: string) => void = () => {};
    const first = new Promise<string>((resolve) => (resolveFirst = resolve));
    const load = vi.fn((key: string) => (key === 'a' ? first : Promise.resolve('second')));
    const { result, rerender } = renderHook(({ key }) => useFetch(() => load(key), key), {
      initialProps: { key: 'a' },
    });
    rerender({ key: 'b' });
    await waitFor(() => expect(result.current.data).toBe('second'));
    await act(async () => resolveFirst('first'));
    expect(result.current.data).toBe('second');
  });

  test('setData replaces the data without a request', async () => {
    const load = vi.fn(() => Promise.resolve('server'));
    const { result } = renderHook(() => useFetch(load, 'k'));
    await waitFor(() => expect(result.current.data).toBe('server'));
    act(() => result.current.setData('saved'));
    expect(result.current.data).toBe('saved');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
