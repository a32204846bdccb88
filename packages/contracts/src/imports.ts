import { BYTES_PER_MB } from './upload-limits';

/**
 * Moving in from another platform (issue 22 part 7, docs/imports.md): Shopify's product CSV and
 * WordPress's WXR export. Zod-free: paths, kinds, limits and messages for the editor and the server.
 */

export const IMPORTS_API = {
  runs: '/config/api/imports',
  run: '/config/api/imports/:id',
  shopifyCsv: '/config/api/imports/shopify-csv',
  wordpress: '/config/api/imports/wordpress',
  productsCsv: '/config/api/imports/products.csv',
} as const;

/** What a file is: Shopify's product CSV, or a WordPress eXtended RSS export. */
export const IMPORT_KIND = { shopifyCsv: 'shopify-csv', wordpress: 'wordpress' } as const;
export type ImportKind = (typeof IMPORT_KIND)[keyof typeof IMPORT_KIND];
export const IMPORT_KINDS = [IMPORT_KIND.shopifyCsv, IMPORT_KIND.wordpress] as const;

/** queued: waiting for the job; running; done (with its report); failed: the file was refused whole. */
export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** What happened to one thing of the file. */
export const IMPORT_OUTCOMES = ['imported', 'updated', 'skipped', 'note'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

export const IMPORT_MAX_MB = 64;

export const IMPORT_LIMITS = {
  /** An uploaded or named file; a 50 MB catalogue fits. */
  fileMaxBytes: IMPORT_MAX_MB * BYTES_PER_MB,
  /** Entries a report keeps (problems first); past it, only counted. */
  reportEntriesMax: 500,
  /** The runs the editor lists. */
  runsListed: 20,
  /** One CSV record or one XML text, in characters: a larger one is a broken or hostile file. */
  cellMaxChars: 1_000_000,
  /** Rows of one handle kept in memory; past it the product is refused (more than any variant limit). */
  rowsPerProductMax: 2_000,
} as const;

/** The multipart field the file travels in (as uploads: UPLOAD_FIELD). */
export const IMPORT_FIELD = 'file';

export const IMPORT_MESSAGES = {
  fileMissing: 'Choose a file to import.',
  fileTooLarge: `The file is too large. The most an import may be is ${IMPORT_MAX_MB} MB.`,
  notFound: 'That import was not found.',
  storeMissing: 'The site has no store page to put products in. Create a store page first.',
} as const;
