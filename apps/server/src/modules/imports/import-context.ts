import type { Db } from '@plinth/db';
import type { Site } from '../sites';
import type { ImportReport } from './import-report';
import type { RemoteImageFetch } from './remote-image';

/** What an import needs, whether the job runs it in the server or the command in a terminal. */
export interface ImportDeps {
  db: Db;
  dataDir: string;
  /** The app's clock (ms since the epoch). */
  now: () => number;
  siteById(websiteId: string): Promise<Site | null>;
  /** Config.passwordHashCost, which the pages module's app carries. */
  passwordHashCost: number;
  /** Downloads a product image named by its address; null when imports may not (IMPORT_FETCH_IMAGES). */
  fetchRemoteImage: RemoteImageFetch | null;
}

/** One run under way: its site, its options, its tally, and how to say how far it got. */
export interface ImportRunContext {
  deps: ImportDeps;
  runId: string;
  site: Site;
  filePath: string;
  options: ImportOptions;
  /** Who imports (the owner authors fall back to); null from the command with no such member. */
  userId: string | null;
  report: ImportReport;
  /** Saves the counts now and then (and tells the terminal); never throws for the item's sake. */
  progress(): Promise<void>;
  setTotal(total: number): Promise<void>;
}

export interface ImportOptions {
  /** A folder holding the files an import's images name (--media). */
  mediaDir?: string | null;
  /** The store page products go to; default the site's first. */
  storePageId?: string | null;
  /** The blog posts go to (its slug); default one named after the WXR channel. */
  collectionSlug?: string | null;
}
