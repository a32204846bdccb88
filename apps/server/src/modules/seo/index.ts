// Search engines and sharing (issue 13 part 6, decision 0050): canonical origins, the product page's
// schema.org JSON-LD, /sitemap.xml and /robots.txt.
export { seoRoutes, requestOrigin } from './routes';
export { absoluteUrl, canonicalOrigin, type OriginRequest } from './canonical';
export { productJsonLd, SCHEMA_ORG_AVAILABILITY, type ProductJsonLd } from './product-json-ld';
export { contentJsonLd, type ContentJsonLdInput } from './content-json-ld';
