import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandName } from './island-names';
import { identifierPrefixFor, type IslandProps } from './island-props';

function readProps(islandId: string): unknown {
  const scripts = document.querySelectorAll<HTMLScriptElement>('script[data-island-props]');
  const script = [...scripts].find((candidate) => candidate.dataset.islandProps === islandId);
  return JSON.parse(script?.textContent ?? 'null');
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
    hydrateRoot(element, <Component {...props} />, { identifierPrefix: identifierPrefixFor(element.id) });
  }
}
