import { parseArgs } from 'node:util';
import { IMPORT_KIND, type ImportKind } from '@plinth/contracts';

/** What `npm run import -- ...` asks for, checked. */
export interface ImportCommandOptions {
  host: string;
  kind: ImportKind;
  file: string;
  mediaDir: string | null;
  collectionSlug: string | null;
}

export type ImportArgs =
  { kind: 'run'; options: ImportCommandOptions } | { kind: 'help' } | { kind: 'invalid'; problems: string[] };

export const IMPORT_USAGE = `Usage: npm run import -- --site <host> (--shopify-csv <file.csv> | --wordpress <file.xml>) [options]

Imports products from a Shopify product CSV, or posts, pages, comments, tags and categories from a
WordPress export (WXR), into the site that answers on <host>. Importing the same file again updates
what the first import made instead of duplicating it.

  --site <host>          A host name of the site, like shop.example.com or localhost.
  --shopify-csv <file>   A Shopify product CSV (Products, Export in Shopify's admin).
  --wordpress <file>     A WordPress export (Tools, Export in WordPress; Squarespace exports the same).
  --media <dir>          A folder with the files the import's images name (searched with its
                         subfolders); they go into the file library. Without it images keep their
                         old addresses (posts) or are left out (products).
  --collection <slug>    The blog WordPress posts go to (default: the site's blog named after the
                         file's site, made if need be).
  --help                 Show this help.`;

/** Reads the command's arguments (what follows `--`); never throws, every problem is listed. */
export function parseImportArgs(argv: readonly string[]): ImportArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        site: { type: 'string' },
        'shopify-csv': { type: 'string' },
        wordpress: { type: 'string' },
        media: { type: 'string' },
        collection: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { kind: 'invalid', problems: [error instanceof Error ? error.message : String(error)] };
  }
  if (values.help) return { kind: 'help' };
  const problems: string[] = [];
  const host = (values.site ?? '').trim().toLowerCase();
  if (host === '') problems.push('--site <host> is required: the host name of the site to import into.');
  const csv = values['shopify-csv'];
  const wxr = values.wordpress;
  if ((csv === undefined) === (wxr === undefined)) {
    problems.push('give exactly one file: --shopify-csv <file.csv> or --wordpress <file.xml>.');
  }
  if (values.collection !== undefined && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(values.collection)) {
    problems.push('--collection takes a slug: lower-case letters, digits and hyphens.');
  }
  if (problems.length > 0) return { kind: 'invalid', problems };
  return {
    kind: 'run',
    options: {
      host,
      kind: csv !== undefined ? IMPORT_KIND.shopifyCsv : IMPORT_KIND.wordpress,
      file: csv ?? wxr ?? '',
      mediaDir: values.media ?? null,
      collectionSlug: values.collection ?? null,
    },
  };
}
