/**
 * "@plinth/contracts/schemas": the zod schemas of requests and answers, for the server and the editor.
 * Storefront islands and @plinth/commerce never import this entry (eslint.config.js forbids it): zod alone
 * is most of a product page's JavaScript budget. Plain values live in the zod-free entry, "@plinth/contracts".
 */
export * from './product';
export * from './cart';
export * from './checkout';
export * from './orders';
export * from './subscriptions';
export * from './payments';
export * from './gift-cards';
export * from './site-users';
export * from './owner-files';
export * from './owner-inventory';
export * from './owner-products';
export * from './link-url';
export * from './site-header-footer';
export * from './site-styles-api';
export * from './api-error';
export * from './owner-session';
export * from './owner-members';
export * from './owner-sites';
export * from './owner-jobs';
export * from './owner-home';
export * from './owner-instance';
export * from './owner-emails';
export * from './navigation';
export * from './commerce-preferences';
export * from './express-checkout';
export * from './store-creation';
export * from './multilingual';
export * from './site-time-zone-api';
export * from './api-common';
export * from './forms-api';
export * from './restock-api';
export * from './captcha-api';
export * from './openapi';
export * from './owner-checkout-settings';
export * from './page-document';
export * from './page-document-props';
export * from './site-pages-api';
export * from './terms-api';
export * from './content-api';
export { BLOCK_PROPS_SCHEMAS } from './blocks/block-schemas';
export { richTextDocSchema, richTextMarkSchema, richTextPropSchema } from './blocks/rich-text-schema';
export { linkPropSchema } from './blocks/link-prop-schema';
export * from './blocks/media-schemas';
export * from './blocks/commerce-schemas';
export * from './blocks/content-schemas';
export * from './blocks/form-schemas';
export * from './analytics-owner-api';
export * from './analytics-ingest';
export * from './imports-api';
