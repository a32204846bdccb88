/**
 * Client-side routing with the History API: the address bar is the state, and every change goes through
 * navigate() so the unsaved-changes guard can hold it. Back and forward (popstate) cannot be cancelled,
 * so a held one puts the previous address back and goes on only when the guard lets it.
 */

/** Holds a navigation when it returns true; calls `proceed` later to let it through. */
export type NavigationGuard = (to: string, proceed: () => void) => boolean;

export interface HistoryRouter {
  location: () => string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  subscribe: (listener: () => void) => () => void;
  setGuard: (guard: NavigationGuard | null) => void;
  /** Starts listening to back and forward; returns the stop function. */
  start: () => () => void;
}

function pathOf(win: Window): string {
  return win.location.pathname + win.location.search + win.location.hash;
}

export function createHistoryRouter(win: Window): HistoryRouter {
  const listeners = new Set<() => void>();
  let current = pathOf(win);
  let guard: NavigationGuard | null = null;

  function notify() {
    for (const listener of [...listeners]) listener();
  }

  function commit(to: string, replace: boolean) {
    if (replace) win.history.replaceState(null, '', to);
    else win.history.pushState(null, '', to);
    current = pathOf(win);
    notify();
  }

  function onPopState() {
    const target = pathOf(win);
    if (target === current) return;
    const previous = current;
    const held =
      guard?.(target, () => {
        commit(target, false);
      }) ?? false;
    if (held) {
      win.history.pushState(null, '', previous);
      return;
    }
    current = target;
    notify();
  }

  return {
    // Read from the address bar itself, so a replaceState made elsewhere never leaves a stale answer.
    location: () => pathOf(win),
    navigate(to, options = {}) {
      current = pathOf(win);
      if (to === current) return;
      const replace = options.replace ?? false;
      if (guard?.(to, () => commit(to, replace))) return;
      commit(to, replace);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setGuard(next) {
      guard = next;
    },
    start() {
      current = pathOf(win);
      win.addEventListener('popstate', onPopState);
      return () => win.removeEventListener('popstate', onPopState);
    },
  };
}

export type RouteParams = Record<string, string>;

/**
 * Matches a path such as "/config/products/p1?x=1" against "/config/products/:id": the params, or null.
 * Trailing slashes do not matter; a param never matches an empty segment.
 */
export function matchRoute(pattern: string, location: string): RouteParams | null {
  const path = location.split(/[?#]/, 1)[0] ?? '';
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: RouteParams = {};
  for (const [index, segment] of want.entries()) {
    const actual = have[index] ?? '';
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (segment !== actual) {
      return null;
    }
  }
  return params;
}

/** The value of one query parameter of a location, or '' when absent. */
export function queryParam(location: string, name: string): string {
  const query = location.split('?', 2)[1]?.split('#', 1)[0] ?? '';
  return new URLSearchParams(query).get(name) ?? '';
}
