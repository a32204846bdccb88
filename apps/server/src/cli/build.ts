import { relative } from 'node:path';
import { REPO_ROOT } from '../paths';
import { buildServer, SERVER_DIST_DIR } from './server-bundle';

/** The server part of `npm run build`: apps/server/dist/{main,db-migrate,db-seed,site-create,search-reindex}.js for plain `node`. */
const started = performance.now();
try {
  const files = await buildServer();
  const sizes = files.map(({ file, bytes }) => `${relative(SERVER_DIST_DIR, file)} ${kilobytes(bytes)}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Built ${relative(REPO_ROOT, SERVER_DIST_DIR)}: ${sizes.join(', ')} in ${seconds} s`);
} catch (error) {
  // esbuild's message lists each problem with its file and line.
  console.error(`The server build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

function kilobytes(bytes: number): string {
  return `${Math.round(bytes / 1024)} KB`;
}
