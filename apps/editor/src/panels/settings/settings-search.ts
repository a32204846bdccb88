/** What the Settings index's search looks through for one entry. */
export interface SearchableSetting {
  label: string;
  about: string;
  keywords: string;
  heading: string;
}

/** Lower case, accents dropped: "Réglages" finds "reglages". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * The entries that hold every word of the query (in their name, line, keywords or heading), in their order;
 * all of them for an empty query. A word matches the start of a word in the entry: "ship" finds Shipping,
 * "hip" does not.
 */
export function searchSettings<T extends SearchableSetting>(entries: readonly T[], query: string): T[] {
  const words = fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const haystack = fold(`${entry.label} ${entry.about} ${entry.keywords} ${entry.heading}`)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    return words.every((word) => haystack.some((candidate) => candidate.startsWith(word)));
  });
}
