import type { IslandProps } from '@plinth/storefront/server';
import type { FastifyInstance } from 'fastify';
import { restockContextFor } from '../restock';
import type { Site } from '../sites';

export type RestockFormSettings = NonNullable<IslandProps<'product-form'>['restock']>;

/**
 * Seed 000 section 3's restock context for a product page (the restock module's restockContextFor), as
 * the product form island takes it: null while the owner has sign-ups off. The page cache key already
 * covers what it reads (the site's settings and the visitor's language). `language` is the visitor's
 * choice in the footer's language switcher (seed 000: sent "when a translation widget is present"),
 * only when it is not the site's default.
 */
export function loadRestockFormSettings(
  app: FastifyInstance,
  site: Site,
  language: string = site.language,
): RestockFormSettings | null {
  const context = restockContextFor(app, site);
  if (!context.enabled) return null;
  return {
    hiddenByDefault: context.hiddenByDefault,
    mailingListSignUpEnabled: context.mailingListSignUpEnabled,
    mailingListOptInByDefault: context.mailingListOptInByDefault,
    successMessage: context.successMessage,
    captcha: context.captcha,
    ...(language !== site.language ? { language } : {}),
  };
}
