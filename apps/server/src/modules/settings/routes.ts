import type { FastifyPluginAsync } from 'fastify';
import { commercePreferencesRoutes } from './commerce-preferences-routes';
import { headerFooterRoutes } from './header-footer-routes';
import { multilingualRoutes } from './multilingual-routes';
import { navigationRoutes } from './navigation-routes';
import { storeCreationRoutes } from './store-creation-routes';

/** The settings API of seed 001 section 7: header and footer, languages, navigation, commerce, store pages. */
export const settingsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(headerFooterRoutes);
  await app.register(multilingualRoutes);
  await app.register(navigationRoutes);
  await app.register(commercePreferencesRoutes);
  await app.register(storeCreationRoutes);
};
