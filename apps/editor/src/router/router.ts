import { useSyncExternalStore } from 'react';
import { createHistoryRouter, type HistoryRouter } from './history-router';

/** Every editor address starts with this. */
export const EDITOR_BASE = '/config';

let instance: HistoryRouter | null = null;

/** The editor's one router over window.history, made on first use. */
export function editorRouter(): HistoryRouter {
  instance ??= createHistoryRouter(window);
  return instance;
}

/** The current path, query and hash; re-renders the caller when it changes. */
export function useLocation(): string {
  const router = editorRouter();
  return useSyncExternalStore(router.subscribe, router.location);
}

export function navigate(to: string, options?: { replace?: boolean }): void {
  editorRouter().navigate(to, options);
}
