/** One Intl.DisplayNames per language: building one costs far more than asking it (a few per order). */
const displayNames = new Map<string, Intl.DisplayNames | null>();

function namesFor(language: string): Intl.DisplayNames | null {
  let names = displayNames.get(language);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    } catch {
      names = null;
    }
    // Languages come from the sites' settings: a short list, but bounded all the same.
    if (displayNames.size >= 200) displayNames.clear();
    displayNames.set(language, names);
  }
  return names;
}

/**
 * "United States" for "US" in the site's language; the code itself when the runtime has no name. The
 * order pages and the order emails both name the shipping country with it (issue 23 §5).
 */
export function regionName(code: string, language: string): string {
  try {
    return namesFor(language)?.of(code) ?? code;
  } catch {
    return code;
  }
}
