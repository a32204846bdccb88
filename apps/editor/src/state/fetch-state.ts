/**
 * The generic fetch states of seed 001 section 4: pending turns loading on and error off; success stores
 * the data and turns loading off; failed stores the error and turns error on. Data from an earlier
 * success stays while a reload is pending, so a list does not blank out on Retry.
 */
export interface FetchState<T> {
  loading: boolean;
  hasError: boolean;
  error: unknown;
  data: T | undefined;
}

export type FetchAction<T> =
  { type: 'pending' } | { type: 'success'; data: T } | { type: 'failed'; error: unknown };

export const PENDING_STATE: FetchState<never> = {
  loading: true,
  hasError: false,
  error: null,
  data: undefined,
};

export function fetchStateReducer<T>(state: FetchState<T>, action: FetchAction<T>): FetchState<T> {
  switch (action.type) {
    case 'pending':
      return { ...state, loading: true, hasError: false, error: null };
    case 'success':
      return { loading: false, hasError: false, error: null, data: action.data };
    case 'failed':
      return { ...state, loading: false, hasError: true, error: action.error };
  }
}
