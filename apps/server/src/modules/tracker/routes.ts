import fastifyStatic from '@fastify/static';
import { TRACKER_DIST_DIR, TRACKER_PUBLIC_BASE } from '@plinth/tracker/manifest';
import type { FastifyPluginAsync } from 'fastify';
import { existsSync } from 'node:fs';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The tracker's bundles at /assets/tracker/: content-hashed names, so cached for a year as immutable.
 * manifest.json stays readable (it names only public files). Without a build the pages go without the
 * tracker (trackerPageTag answers null), and this says why once.
 */
export const trackerRoutes: FastifyPluginAsync = async (app) => {
  if (!existsSync(TRACKER_DIST_DIR)) {
    app.log.warn(`${TRACKER_DIST_DIR} is missing: run "npm run build" so pages get the analytics tracker`);
    return;
  }
  await app.register(fastifyStatic, {
    root: TRACKER_DIST_DIR,
    prefix: TRACKER_PUBLIC_BASE,
    decorateReply: false,
    immutable: true,
    maxAge: YEAR_MS,
    dotfiles: 'ignore',
  });
};
