import { useCallback, useEffect, useEffectEvent, useReducer, useState } from 'react';
import { fetchStateReducer, PENDING_STATE, type FetchAction, type FetchState } from './fetch-state';

export interface FetchHandle<T> extends FetchState<T> {
  /** Loads again (the Retry button). */
  reload: () => void;
  /** Replaces the data without a request, e.g. with what a save answered. */
  setData: (data: T) => void;
}

/**
 * Runs `load` now and whenever `key` changes, through the seed's fetch states. An answer that arrives
 * after a newer load started, or after unmount, is dropped (its request is aborted).
 */
export function useFetch<T>(load: (signal: AbortSignal) => Promise<T>, key: string): FetchHandle<T> {
  const [state, dispatch] = useReducer(
    fetchStateReducer as (state: FetchState<T>, action: FetchAction<T>) => FetchState<T>,
    PENDING_STATE as FetchState<T>,
  );
  const [attempt, setAttempt] = useState(0);
  const runLoad = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    const controller = new AbortController();
    dispatch({ type: 'pending' });
    runLoad(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) dispatch({ type: 'success', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) dispatch({ type: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback((data: T) => dispatch({ type: 'success', data }), []);
  return { ...state, reload, setData };
}
