import { RESTOCK_API, type RestockContext } from '@plinth/contracts';
import type { FastifyInstance } from 'fastify';
import { captchaClientConfig } from '../captcha';
import { getRestockPreferences, restockSuccessMessage } from '../commerce-preferences';
import type { Site } from '../sites';

/**
 * What a product page's restock form needs (seed 000 section 3's restock context). The page shows the
 * form only when `enabled` and the chosen variant is sold out. Reads nothing but the site and config.
 */
export function restockContextFor(app: FastifyInstance, site: Site): RestockContext {
  const preferences = getRestockPreferences(site);
  return {
    enabled: preferences.enabled,
    hiddenByDefault: preferences.hiddenByDefault,
    mailingListSignUpEnabled: preferences.mailingListSignUpEnabled,
    mailingListOptInByDefault: preferences.mailingListSignUpEnabled && preferences.mailingListOptInByDefault,
    successMessage: restockSuccessMessage(preferences),
    signUpUrl: RESTOCK_API.signUp,
    captcha: captchaClientConfig(app),
  };
}
