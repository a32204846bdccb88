/**
 * URL slugs of pages and products: lower-case words joined by single hyphens, at most 200 characters.
 * The rule lives here so schemas can check it; packages/commerce/src/page-slug.ts makes slugs from names.
 */
export const SLUG_MAX_LENGTH = 200;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
