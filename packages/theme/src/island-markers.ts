/** `<!--island:NAME-->`; names are island names, optionally suffixed with an id (listing-button-<itemId>). */
const ISLAND_MARKER = /<!--island:([A-Za-z0-9_.:-]+)-->/g;

/**
 * Replaces every island marker with that island's server-rendered HTML. A marker with no entry renders as
 * nothing and is reported through `onMissing` (once per name per call), so a page never shows a raw marker.
 */
export function fillIslandMarkers(
  html: string,
  islands: Readonly<Record<string, string>>,
  onMissing: (name: string) => void,
): string {
  const missing = new Set<string>();
  const filled = html.replace(ISLAND_MARKER, (_marker, name: string) => {
    if (Object.hasOwn(islands, name)) return islands[name] ?? '';
    missing.add(name);
    return '';
  });
  for (const name of missing) onMissing(name);
  return filled;
}
