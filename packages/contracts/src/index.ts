/**
 * The zod-free entry of @plinth/contracts: paths, cookie names, limits, role tables, messages and pure
 * rules, plus the types of every request and answer. Browser islands and @plinth/commerce import from here
 * only; nothing here may import zod, even indirectly (index.test.ts walks the imports to check). The zod
 * schemas are the "@plinth/contracts/schemas" entry, for the server and the editor.
 */
export * from './product-types';
export * from './cart-api';
export * from './checkout-api';
export * from './subscription-api';
export * from './express-checkout-api';
export * from './page-document-model';
export * from './page-document-ops';
export * from './blocks/definitions';
export * from './site-pages';
export * from './site-page-status';
// Collections, items, tags and categories (issue 22, decision 0052).
export * from './content';
export * from './content-items';
export * from './terms';
// Site search (issue 22 part 4, decision 0054).
export * from './search';
export * from './content-site';
export * from './site-time-zone';
// Search engines and sharing (issue 13 part 6, decision 0050).
export * from './seo';
// Text, simple and layout blocks (issue 10): rich text, the link prop, option sets (helper blocks-basic).
export * from './blocks/rich-text';
export * from './blocks/link-prop';
export * from './blocks/basic-options';
export * from './blocks/layout-options';
export * from './blocks/media-options';
export * from './blocks/commerce-options';
export * from './blocks/content-options';
export * from './blocks/form-options';
export * from './blocks/image-variants';
export * from './owner-checkout-settings-rules';
export * from './checkout-form';
export * from './gift-cards-api';
export * from './roles';
export * from './role-descriptions';
export * from './site-user-paths';
export * from './passwords';
export * from './field-errors';
export * from './upload-limits';
export * from './low-stock-threshold';
export * from './file-library';
export * from './owner-product-messages';
export * from './owner-product-rules';
// Product status (issue 13 part 5, decision 0049).
export * from './product-status';
export * from './link-url-rule';
export * from './header-footer-defaults';
// Site styles (issue 10 part 4, decision 0036): the font catalogue, colours and the theme variables.
export * from './site-fonts';
export * from './site-colours';
export * from './site-styles';
export * from './slug';
export * from './define-messages';
export * from './api-request';
export * from './supported-languages';
export * from './owner-sites-rules';
// Forms, the captcha and restock notifications (issue 11).
export * from './form-fields';
export * from './captcha';
export * from './tracking';
export * from './restock';
// First-party analytics (issue 12).
export * from './analytics';
export * from './analytics-tracker';
export * from './session-recording';
// Moving in: Shopify CSV and WordPress imports (issue 22 part 7).
export * from './imports';
export type * from './multilingual';

// Types only: `export type *` is erased from the bundle, so these modules' zod calls never run here.
export type * from './product';
export type * from './cart';
export type * from './checkout';
export type * from './orders';
export type * from './subscriptions';
export type * from './payments';
export type * from './gift-cards';
export type * from './site-users';
export type * from './owner-files';
export type * from './owner-inventory';
export type * from './owner-products';
export type * from './link-url';
export type * from './site-header-footer';
export type * from './site-styles-api';
export type * from './api-error';

// The owner API's areas (issue 8: one home for every server shape); values in "@plinth/contracts/schemas".
export type * from './owner-session';
export type * from './owner-members';
export type * from './owner-sites';
export type * from './owner-jobs';
export type * from './owner-home';
export type * from './owner-instance';
export type * from './owner-emails';
export type * from './owner-checkout-settings';
export type * from './navigation';
export type * from './commerce-preferences';
export type * from './express-checkout';
export type * from './store-creation';
export type * from './openapi';
export type * from './api-common';
export type * from './forms-api';
export type * from './restock-api';
export type * from './imports-api';
