// The theme renderer (server-only: it reads the theme's files) and the data templates see.
export {
  createThemeRenderer,
  TEMPLATE_CACHE_CAPACITY,
  type LayoutContext,
  type ThemeRenderer,
  type ThemeRendererOptions,
} from './theme-renderer.server';
export { TemplateRenderError } from './template-render-error';
export { STYLE_MARKER_PATTERN, styleMarker } from './style-markers';
export { buildSiteStyles, type FontFileUrl } from './site-styles-css';
export type * from './page-context';
export type * from './shop-context';
