/** Leaves the page for `url` (a module of its own so tests can replace it; jsdom cannot navigate). */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
