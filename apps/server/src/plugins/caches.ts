import { resolve } from 'node:path';
import fp from 'fastify-plugin';
import { createCatalogCache, type CatalogCache } from '../modules/catalog';
import { createPageCache, type PageCache } from '../modules/pages';
import { createNavigationCache, type NavigationCache } from '../modules/navigation';
import { themeDir } from '../paths';

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: CatalogCache;
    navigationCache: NavigationCache;
    pageCache: PageCache;
  }
}

/**
 * The storefront's read caches, one set per app, so they end with it and two apps never share one.
 * Their keys hold everything an answer depends on (the site's settings fingerprint, the catalogue
 * version the database raises on every change), so an entry is never stale and needs no message from
 * other processes: once a process sees a site's new settings (plugins/site.ts), it uses new keys.
 * The page assets (stylesheets pages inline) are read from the theme and the island build once, like
 * the templates: a changed theme file needs a restart.
 */
export const cachesPlugin = fp<{ now?: (() => number) | undefined }>(
  async (app, options) => {
    // The app's clock (tests move it): scheduled products go live by it (decision 0049).
    app.decorate('catalogCache', createCatalogCache(options.now));
    app.decorate('navigationCache', createNavigationCache());
    app.decorate(
      'pageCache',
      createPageCache({ themeAssetsDir: resolve(themeDir(app.config.theme), 'assets') }),
    );
    app.addHook('onClose', async () => {
      app.catalogCache.clear();
      app.navigationCache.clear();
      app.pageCache.pages.clear();
      app.pageCache.pills.clear();
      app.pageCache.assets.byKey.clear();
      app.pageCache.assets.styles.clear();
      app.pageCache.assets.reportedTemplates.clear();
    });
  },
  { name: 'caches' },
);
