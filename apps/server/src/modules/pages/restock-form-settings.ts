import type { IslandProps } from '@plinth/storefront/server';
import type { FastifyInstance } from 'fastify';
import { captchaClientConfig } from '../captcha';
import { getRestockPreferences, restockSuccessMessage } from '../commerce-preferences';
import type { Site } from '../sites';

export type RestockFormSettings = NonNullable<IslandProps<'product-form'>['restock']>;

/**
 * Seed 000 section 3's restock context for a product page: null while the owner has sign-ups off.
 * INTERIM (issue 11 part 7): once the restock module lands, its restockContextFor returns a superset of
 * these fields: `const context = restockContextFor(app, site); return context.enabled ? context : null`.
 * The page cache key already covers what it reads (the site's settings).
 */
export function loadRestockFormSettings(app: FastifyInstance, site: Site): RestockFormSettings | null {
  const preferences = getRestockPreferences(site);
  if (!preferences.enabled) return null;
  return {
    hiddenByDefault: preferences.hiddenByDefault,
    mailingListSignUpEnabled: preferences.mailingListSignUpEnabled,
    mailingListOptInByDefault: preferences.mailingListOptInByDefault,
    successMessage: restockSuccessMessage(preferences),
    captcha: captchaClientConfig(app),
  };
}
