import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  FONT_CATALOG,
  FONT_FILES_BASE,
  findFont,
  fontPackageFile,
  fontWeights,
  type FontDefinition,
} from '@plinth/contracts';

/**
 * The catalogue's font files, read from their npm packages (decision 0036). A file's address carries
 * the start of its SHA-256, so browsers may keep it for a year and a new package version is a new
 * address. Only a catalogue font's offered weight has an address: nothing else of node_modules can
 * be named, so there is no path to traverse.
 */
export interface FontFiles {
  /** The public address of one weight of a shipped font, or null when its file is missing. */
  url(font: FontDefinition, weight: number): string | null;
  /** The file behind a public name (`inter-400.0123456789.woff2`), or null for any other name. */
  read(name: string): Promise<Buffer | null>;
}

const HASH_LENGTH = 10;
const PUBLIC_NAME = /^([a-z0-9-]{1,40})-(\d{3})\.([0-9a-f]{10})\.woff2$/;

/** Where a package's files are, found the way Node finds the package from this file. */
function packageDir(name: string): string | null {
  try {
    return dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
  } catch {
    return null;
  }
}

/**
 * Each file is hashed the first time a page or the editor needs its address, then remembered with
 * its path; the process serves the files it hashed (a changed package needs a restart, like the theme).
 */
export function createFontFiles(): FontFiles {
  const known = new Map<string, { path: string; hash: string } | null>();

  function locate(font: FontDefinition, weight: number): { path: string; hash: string } | null {
    const key = `${font.id}-${weight}`;
    let found = known.get(key);
    if (found !== undefined) return found;
    found = null;
    const file = fontPackageFile(font, weight);
    const dir = font.source ? packageDir(font.source.package) : null;
    if (file !== null && dir !== null && fontWeights(font).includes(weight)) {
      const path = join(dir, file);
      try {
        const hash = createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, HASH_LENGTH);
        found = { path, hash };
      } catch {
        // Reported once at start-up (missingFontFiles); pages fall back to the font's fallback stack.
      }
    }
    known.set(key, found);
    return found;
  }

  return {
    url(font, weight) {
      const found = locate(font, weight);
      return found === null ? null : `${FONT_FILES_BASE}${font.id}-${weight}.${found.hash}.woff2`;
    },
    async read(name) {
      const match = PUBLIC_NAME.exec(name);
      const font = match ? findFont(match[1] ?? '') : null;
      if (!match || !font) return null;
      const found = locate(font, Number(match[2]));
      if (found === null || found.hash !== match[3]) return null;
      return readFile(found.path);
    },
  };
}

/**
 * The process's font files: the installed packages are the same for every app in it, so one registry
 * (its hashes) serves them all.
 */
export const FONT_FILES: FontFiles = createFontFiles();

/** `<id>-<weight>` of each catalogue file the server cannot send, for a warning at start-up. */
export function missingFontFiles(files: FontFiles): string[] {
  return FONT_CATALOG.flatMap((font) =>
    font.source === null
      ? []
      : fontWeights(font).flatMap((weight) =>
          files.url(font, weight) === null ? [`${font.id}-${weight}`] : [],
        ),
  );
}

/** Every shipped weight of the catalogue with its address: the editor's font list. */
export function catalogueFiles(
  files: FontFiles,
): { font: FontDefinition; files: { weight: number; url: string }[] }[] {
  return FONT_CATALOG.map((font) => ({
    font,
    files: font.source
      ? fontWeights(font).flatMap((weight) => {
          const url = files.url(font, weight);
          return url === null ? [] : [{ weight, url }];
        })
      : [],
  }));
}
