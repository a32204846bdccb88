import { useEffect, useReducer, type ActionDispatch } from 'react';
import {
  addButtonReducer,
  IDLE,
  pendingTimer,
  type AddButtonEvent,
  type AddButtonState,
} from './add-button-reducer';

/** addButtonReducer with its timers running. */
export function useAddButton(): [AddButtonState, ActionDispatch<[AddButtonEvent]>] {
  const [state, dispatch] = useReducer(addButtonReducer, IDLE);
  useEffect(() => {
    const timer = pendingTimer(state, Date.now());
    if (!timer) return;
    const id = setTimeout(() => dispatch(timer.event), timer.delayMs);
    return () => clearTimeout(id);
  }, [state]);
  return [state, dispatch];
}
