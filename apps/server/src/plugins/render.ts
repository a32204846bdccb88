import fp from 'fastify-plugin';
import { themeDir } from '../paths';
import { createThemeRenderer } from '@plinth/theme';

/** Parses the theme's templates once at start-up and shares the renderer with every page route. */
export const renderPlugin = fp(async (app) => {
  const renderer = createThemeRenderer({
    themeDir: themeDir(app.config.theme),
    logger: { error: (obj, msg) => app.log.error(obj, msg) },
  });
  app.decorate('renderer', renderer);
});
