import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { ISLAND_NAMES } from './src/island-names';

const entry = (name: string) => fileURLToPath(new URL(`./src/entries/${name}.client.tsx`, import.meta.url));

export default defineConfig({
  plugins: [react()],
  base: '/assets/islands/',
  // The server links islands itself; Vite never serves an index.html here.
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // Each island loads its own small entry; React lives in one shared chunk the browser caches across pages.
    rolldownOptions: {
      input: Object.fromEntries(ISLAND_NAMES.map((name) => [name, entry(name)])),
      output: {
        format: 'es',
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // Code two or more islands share travels in one chunk: fewer requests on a product page.
            {
              name: 'islands-shared',
              test: /[\\/]packages[\\/](commerce|storefront)[\\/]src[\\/]/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
