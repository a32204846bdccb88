import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const here = fileURLToPath(new URL('.', import.meta.url));

/** apps/server */
export const SERVER_ROOT = resolve(here, '..');
export const REPO_ROOT = resolve(SERVER_ROOT, '../..');
export const DEMO_IMAGES_DIR = resolve(SERVER_ROOT, 'demo/images');

export function themeDir(theme: string): string {
  return resolve(REPO_ROOT, 'themes', theme);
}
