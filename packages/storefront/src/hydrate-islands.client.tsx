import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandName } from './island-names';
import { identifierPrefixFor, type IslandProps } from './island-props';

function readProps(islandId: string): unknown {
  const scripts = document.querySelectorAll<HTMLScriptElement>('script[data-island-props]');
  const script = [...scripts].find((candidate) => candidate.dataset.islandProps === islandId);
  return JSON.parse(script?.textContent ?? 'null');
}

/**
 * Marks the island element `data-hydrated` once React has taken it over, so tests and styles can tell a
 * live island from its server HTML. Renders no element of its own, so the markup still matches.
 */
function HydrationMark({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

function markHydrated(element: HTMLElement): () => void {
  return () => {
    element.dataset.hydrated = 'true';
  };
}

/** Hydrates every server-rendered instance of one island on the page. */
export function hydrateIslands<N extends IslandName>(
  name: N,
  Component: ComponentType<IslandProps<N>>,
): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const props = readProps(element.id) as IslandProps<N> | null;
    // One broken island must not stop the others on the page from hydrating.
    if (!props) {
      console.error(`Island ${element.id} (${name}) has no props script; left as server HTML.`);
      continue;
    }
    hydrateRoot(
      element,
      <HydrationMark onHydrated={markHydrated(element)}>
        <Component {...props} />
      </HydrationMark>,
      { identifierPrefix: identifierPrefixFor(element.id) },
    );
  }
}
