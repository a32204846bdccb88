import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { BUNDLE_NAMES } from './src/island-names';

const entry = (name: string) => fileURLToPath(new URL(`./src/entries/${name}.client.tsx`, import.meta.url));

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every script and stylesheet, so the
 * server sends bundles compressed as well as they can be without spending CPU per request.
 */
function precompress(): Plugin {
  return {
    name: 'plinth-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css)$/.test(fileName)) continue;
        const item = bundle[fileName];
        const source = item?.type === 'chunk' ? item.code : item?.source;
        if (source === undefined) continue;
        const bytes = Buffer.from(source);
        const path = join(outDir, fileName);
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  base: '/assets/islands/',
  // The server links islands itself; Vite never serves an index.html here.
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // No JavaScript preloading for lazy chunks: the helper and each chunk's dependency list cost every page
    // about 0.3 KB (decision 0012, issue 13); a lazy chunk's own imports load when it runs. CSS that a lazy
    // chunk needs is still linked before it runs.
    modulePreload: false,
    target: 'es2022',
    // Each island loads its own small entry; React lives in one shared chunk the browser caches across pages.
    rolldownOptions: {
      input: Object.fromEntries(BUNDLE_NAMES.map((name) => [name, entry(name)])),
      output: {
        format: 'es',
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // Code two or more islands share travels in one chunk: fewer requests on a product page.
            {
              name: 'islands-shared',
              // Checkout's texts and form rules stay out: only the checkout page loads them, and every
              // island reaches them through the packages' index files (the product page's budget). So do
              // site forms, their rules and texts, the product forms' dialog, the captcha driver and the
              // restock form: the form island and the dialogs loaded after the product page runs share
              // them, and in this chunk every page would load them before interaction. So do the cart
              // page's and the added-to-cart popover's own texts and the cart page's rules (cart-messages,
              // cart-rules; decision 0047), and the cart page's own parts and the dialogs' modal helpers
              // (cart-page, browser/modal-dialog, browser/scroll-lock; decision 0012, issue 13).
              test: /[\\/]packages[\\/](commerce|storefront)[\\/]src[\\/](?!checkout|captcha|forms|product-forms|restock|form-|cart-messages|cart-rules|cart-page|browser[\\/](modal-dialog|scroll-lock))/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
