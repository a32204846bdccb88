/**
 * "United States" for "US" in the site's language; the code itself when the runtime has no name. The
 * order pages and the order emails both name the shipping country with it (issue 23 §5).
 */
export function regionName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language, 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
