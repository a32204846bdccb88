import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ISLANDS_DIST_DIR } from '@plinth/storefront/manifest';
import fp from 'fastify-plugin';
import { DEMO_IMAGES_DIR, themeDir } from '../paths';

const HOUR_S = 3600;
const YEAR_S = 365 * 24 * HOUR_S;

/** Theme files, island bundles (content-hashed, so cached for a year) and the demo store's images. */
export const staticAssetsPlugin = fp(async (app) => {
  await app.register(fastifyStatic, {
    root: resolve(themeDir(app.config.theme), 'assets'),
    prefix: '/assets/theme/',
    dotfiles: 'ignore',
    maxAge: HOUR_S * 1000,
  });
  await app.register(fastifyStatic, {
    root: DEMO_IMAGES_DIR,
    prefix: '/assets/demo/',
    dotfiles: 'ignore',
    decorateReply: false,
    maxAge: HOUR_S * 1000,
  });
  if (existsSync(ISLANDS_DIST_DIR)) {
    await app.register(fastifyStatic, {
      root: ISLANDS_DIST_DIR,
      prefix: '/assets/islands/',
      decorateReply: false,
      immutable: true,
      maxAge: YEAR_S * 1000,
      // Build files such as .vite/manifest.json stay private: 404, as if absent.
      dotfiles: 'ignore',
      // The build writes .br and .gz beside each bundle; the one the browser accepts is sent as it is.
      preCompressed: true,
    });
  } else {
    app.log.warn(`${ISLANDS_DIST_DIR} is missing: run "npm run build" so pages get their scripts`);
  }
});
