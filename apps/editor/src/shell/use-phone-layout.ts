import { useSyncExternalStore } from 'react';

/** Where layout.css turns the sidebar into the Menu drawer (`@media (max-width: 800px)`): keep the two in step. */
export const PHONE_LAYOUT_QUERY = '(max-width: 800px)';

function phoneQuery(): MediaQueryList | null {
  // jsdom (the component tests) has no matchMedia: they get the wide layout.
  return typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_LAYOUT_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * True while the editor shows its phone layout. For the few controls that must sit somewhere else on a
 * phone rather than merely look different (CSS does the rest), so each renders once.
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, () => phoneQuery()?.matches ?? false);
}
