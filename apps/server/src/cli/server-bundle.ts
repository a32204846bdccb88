import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { build, type Metafile, type OnResolveArgs, type Plugin, type PluginBuild } from 'esbuild';
import { REPO_ROOT, SERVER_ROOT } from '../paths';

/** Where `npm run build` writes the server; `npm start` and the production image run it from here. */
export const SERVER_DIST_DIR = resolve(SERVER_ROOT, 'dist');

/** Output file (without .js) → source entry point, relative to apps/server/src. */
const ENTRY_POINTS = {
  main: 'main.ts',
  'db-migrate': 'cli/migrate.ts',
  'db-seed': 'cli/seed.ts',
  'site-create': 'cli/site-create.ts',
  'search-reindex': 'cli/search-reindex.ts',
  import: 'cli/import.ts',
} as const;

const WORKSPACE_SCOPE = '@plinth/';

export interface BuiltFile {
  file: string;
  bytes: number;
}

/**
 * Bundles the server and the @plinth/* packages it imports into one ES module per entry point, with
 * source maps. Every other package stays an import that Node resolves from node_modules at run time
 * (decision 0023). Throws, with esbuild's messages, when the build fails.
 */
export async function buildServer(outdir: string = SERVER_DIST_DIR): Promise<BuiltFile[]> {
  rmSync(outdir, { recursive: true, force: true });
  // The resolution check below resolves from this folder, so it must exist.
  mkdirSync(outdir, { recursive: true });
  const result = await build({
    absWorkingDir: REPO_ROOT,
    entryPoints: Object.fromEntries(
      Object.entries(ENTRY_POINTS).map(([out, source]) => [out, join(SERVER_ROOT, 'src', source)]),
    ),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Error classes and Fastify plugins keep the names they have in the source.
    keepNames: true,
    tsconfig: join(REPO_ROOT, 'tsconfig.json'),
    metafile: true,
    logLevel: 'silent',
    plugins: [browserOnlyImports(), externalPackages(outdir), sourceLocatedImportMeta(outdir)],
  });
  return builtFiles(result.metafile);
}

/** The bundles written, with absolute paths (the metafile's are relative to the repository). */
function builtFiles(metafile: Metafile): BuiltFile[] {
  return Object.entries(metafile.outputs)
    .filter(([file]) => file.endsWith('.js'))
    .map(([file, output]) => ({ file: resolve(REPO_ROOT, file), bytes: output.bytes }));
}

/**
 * Browser-only modules reached by a dynamic import (`import('./x.client')`: the captcha's ALTCHA widget,
 * its stylesheet and its proof-of-work worker, decision 0039) stay out of the server bundle. esbuild
 * would otherwise inline them, so their browser imports (a `?worker`, a `.css`, a web component) would
 * load when the server starts. The server renders the islands that import them but never runs those
 * imports; in its bundle each such module is empty.
 */
function browserOnlyImports(): Plugin {
  return {
    name: 'plinth-browser-only-imports',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /\.client(\.tsx?)?$/ }, (args) =>
        args.kind === 'dynamic-import' ? { path: args.path, namespace: 'browser-only' } : undefined,
      );
      pluginBuild.onLoad({ filter: /.*/, namespace: 'browser-only' }, () => ({
        contents: 'export {};',
        loader: 'js',
      }));
    },
  };
}

/**
 * Marks every package import except @plinth/* as external. Two checks keep the bundle runnable where
 * only production dependencies are installed: the package is in the `dependencies` of the workspace
 * package that imports it (not devDependencies, which `npm ci --omit=dev` leaves out), and Node finds
 * the same copy from the bundle's folder as from the importing source file.
 */
function externalPackages(outdir: string): Plugin {
  const checking = { plinthResolutionCheck: true };
  return {
    name: 'plinth-external-packages',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === checking) return undefined;
        if (isBuiltin(args.path) || args.path.startsWith(WORKSPACE_SCOPE)) return undefined;
        const name = packageName(args.path);
        const manifest = nearestManifest(args.resolveDir);
        if (!manifest.productionDependencies.has(name)) {
          return {
            errors: [
              {
                text:
                  `${name} is not in the dependencies of ${manifest.name} (${manifest.file}): ` +
                  'a production install (npm ci --omit=dev) would not have it.',
              },
            ],
          };
        }
        const problem = await sameCopyProblem(pluginBuild, args, outdir, checking);
        if (problem) return { errors: [{ text: problem }] };
        return { path: args.path, external: true };
      });
    },
  };
}

async function sameCopyProblem(
  pluginBuild: PluginBuild,
  { path: specifier, kind, resolveDir }: OnResolveArgs,
  outdir: string,
  pluginData: object,
): Promise<string | undefined> {
  const [fromSource, fromBundle] = await Promise.all([
    pluginBuild.resolve(specifier, { kind, resolveDir, pluginData }),
    pluginBuild.resolve(specifier, { kind, resolveDir: outdir, pluginData }),
  ]);
  if (fromSource.errors.length > 0 || fromSource.path === fromBundle.path) return undefined;
  const found = fromBundle.errors.length > 0 ? 'nothing' : fromBundle.path;
  return `${specifier} resolves to ${fromSource.path} from ${resolveDir} but to ${found} from ${outdir}.`;
}

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

interface WorkspaceManifest {
  file: string;
  name: string;
  productionDependencies: Set<string>;
}

const manifests = new Map<string, WorkspaceManifest>();

function nearestManifest(fromDir: string): WorkspaceManifest {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const cached = manifests.get(dir);
    if (cached) return cached;
    const file = join(dir, 'package.json');
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      if (dirname(dir) === dir) throw new Error(`No package.json above ${fromDir}`);
      continue;
    }
    const json = JSON.parse(text) as {
      name?: string;
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
    };
    const manifest = {
      file: relative(REPO_ROOT, file),
      name: json.name ?? file,
      productionDependencies: new Set(
        [json.dependencies, json.optionalDependencies, json.peerDependencies].flatMap((deps) =>
          Object.keys(deps ?? {}),
        ),
      ),
    };
    manifests.set(dir, manifest);
    return manifest;
  }
}

const IMPORT_META_URL = /\bimport\.meta\.url\b/g;
const OTHER_IMPORT_META = /\bimport\.meta\b(?!\.url\b)/;

/**
 * Inside the bundle, `import.meta.url` would name the bundle file, not the source file a module was
 * written in, so `new URL('../dist', import.meta.url)` in packages/storefront would point into
 * apps/server. This rewrites it to the source file's URL, computed from the bundle's own location, so
 * every module finds its runtime files (theme, island bundles, editor, demo images, CLDR packs) where it
 * did when run from source, wherever the repository is (decision 0023).
 */
function sourceLocatedImportMeta(outdir: string): Plugin {
  return {
    name: 'plinth-source-located-import-meta',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (args.path.split(sep).includes('node_modules')) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta')) return undefined;
        if (OTHER_IMPORT_META.test(source)) {
          return {
            errors: [
              { text: 'Only import.meta.url keeps its meaning in the server bundle (decision 0023).' },
            ],
          };
        }
        const fromBundle = relative(outdir, args.path).split(sep).map(encodeURIComponent).join('/');
        const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
        return {
          contents: source.replace(IMPORT_META_URL, url),
          loader: extname(args.path) === '.tsx' ? 'tsx' : 'ts',
        };
      });
    },
  };
}
