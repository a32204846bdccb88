import type { SiteFont } from '@plinth/contracts';
import { useCallback, useEffect, useSyncExternalStore } from 'react';

/**
 * Loads fonts for the editor to show each in its own face, from the server's font files (the same
 * addresses the storefront uses; the editor's policy allows fonts from 'self'), with the FontFace API.
 * One load per family and weight for the whole editor; a failed one can be tried again.
 */
export type PreviewState = 'loading' | 'loaded' | 'failed';

const states = new Map<string, PreviewState>();
const listeners = new Set<() => void>();
let version = 0;

function set(key: string, state: PreviewState): void {
  states.set(key, state);
  version += 1;
  for (const listener of listeners) listener();
}

/** The key of one weight of one font. */
export function previewKey(font: Pick<SiteFont, 'id'>, weight: number): string {
  return `${font.id}-${weight}`;
}

/** The weight a font's file is shown at: the wanted one when shipped, else the nearest. */
function fileFor(font: SiteFont, weight: number): SiteFont['files'][number] | undefined {
  return [...font.files].sort((a, b) => Math.abs(a.weight - weight) - Math.abs(b.weight - weight))[0];
}

/** Starts loading one weight of `font` unless it is loading or loaded. System stacks have nothing to load. */
export function loadFontPreview(font: SiteFont, weight = 400): void {
  const key = previewKey(font, weight);
  const current = states.get(key);
  if (current === 'loading' || current === 'loaded') return;
  const file = fileFor(font, weight);
  if (!file || typeof FontFace === 'undefined') {
    set(key, 'loaded');
    return;
  }
  set(key, 'loading');
  const face = new FontFace(font.family, `url(${file.url}) format('woff2')`, {
    weight: String(file.weight),
    display: 'swap',
  });
  face.load().then(
    (loaded) => {
      document.fonts.add(loaded);
      set(key, 'loaded');
    },
    () => set(key, 'failed'),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Loads the fonts' previews at `weight` and answers their states; `retry` loads the failed ones again
 * (the "Retry" of "Unable to load preview for a font").
 */
export function useFontPreviews(
  fonts: readonly SiteFont[],
  weight = 400,
): { failed: SiteFont[]; stateOf: (font: SiteFont) => PreviewState; retry: () => void } {
  useSyncExternalStore(subscribe, () => version);
  useEffect(() => {
    for (const font of fonts) loadFontPreview(font, weight);
  }, [fonts, weight]);
  const stateOf = useCallback(
    (font: SiteFont) => states.get(previewKey(font, weight)) ?? 'loading',
    [weight],
  );
  const failed = fonts.filter((font) => states.get(previewKey(font, weight)) === 'failed');
  const retry = useCallback(() => {
    for (const font of fonts)
      if (states.get(previewKey(font, weight)) === 'failed') loadFontPreview(font, weight);
  }, [fonts, weight]);
  return { failed, stateOf, retry };
}
