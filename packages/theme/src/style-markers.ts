/**
 * `<!--style:URL-->` marks where the layout puts one stylesheet of `assets.inlineStyles` (URLs as in
 * `assets.styles`). The server fills the marker with a `<style>` element holding that stylesheet's text,
 * kept ready once per process and shared by every page, so templates never hold CSS themselves.
 * The pattern's one group is the URL; it is a source string so that each user builds its own RegExp.
 */
export const STYLE_MARKER_PATTERN = '<!--style:([^\\s<>]+?)-->';

/** The marker for one stylesheet URL (layouts print `<!--style:{@|htmlattr}-->`). */
export function styleMarker(href: string): string {
  return `<!--style:${href}-->`;
}
