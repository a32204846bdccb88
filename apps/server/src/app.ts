import formbody from '@fastify/formbody';
import type { Db } from '@plinth/db';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { memberRoutes, ownerSessionRoutes } from './modules/accounts';
import { cartRoutes } from './modules/cart';
import { catalogRoutes } from './modules/catalog';
import { fileRoutes } from './modules/files';
import { pageRoutes } from './modules/pages';
import { inventoryRoutes, productRoutes } from './modules/products';
import { settingsRoutes } from './modules/settings';
import { siteUserRoutes } from './modules/site-users';
import { compressionPlugin } from './plugins/compression';
import { cookiesPlugin } from './plugins/cookies';
import { crumbPlugin } from './plugins/crumb';
import { editorAppPlugin } from './plugins/editor-app';
import { errorsPlugin } from './plugins/errors';
import { rateLimitPlugin } from './plugins/rate-limit';
import { renderPlugin } from './plugins/render';
import { securityHeadersPlugin } from './plugins/security-headers';
import { inputGuardPlugin } from './plugins/input-guard';
import { ownerAuthPlugin } from './plugins/owner-auth';
import { sitePlugin } from './plugins/site';
import { staticAssetsPlugin } from './plugins/static-assets';
import { uploadsPlugin } from './plugins/uploads';

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database; the caller owns closing it. */
  db: Db;
}

/** Builds the whole server without listening, so tests can use app.inject(). */
export async function buildApp({ config, db }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    // One line per request is noise at the default level; LOG_LEVEL=debug turns it on.
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(config.logLevel),
    }),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(formbody);
  await app.register(inputGuardPlugin);
  await app.register(compressionPlugin);
  await app.register(staticAssetsPlugin);
  await app.register(uploadsPlugin);
  await app.register(cookiesPlugin);
  await app.register(sitePlugin);
  await app.register(crumbPlugin);
  await app.register(rateLimitPlugin);
  await app.register(renderPlugin);
  await app.register(ownerAuthPlugin);

  app.get('/healthz', async () => ({ ok: true }));
  // Browsers ask for /favicon.ico whatever the page links; send them to the theme's icon.
  app.get('/favicon.ico', async (_request, reply) => reply.redirect('/assets/theme/favicon.svg', 301));
  await app.register(catalogRoutes);
  await app.register(cartRoutes);
  await app.register(ownerSessionRoutes);
  await app.register(memberRoutes);
  await app.register(productRoutes);
  await app.register(inventoryRoutes);
  await app.register(fileRoutes);
  await app.register(settingsRoutes);
  await app.register(siteUserRoutes);
  await app.register(editorAppPlugin);
  await app.register(pageRoutes);
  return app;
}
