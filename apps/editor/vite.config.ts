import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The editor is one single-page app under /config. The server sends dist/index.html for every /config
 * path and serves dist/assets under /config/assets with a year-long cache (the names carry a hash).
 */
export default defineConfig({
  plugins: [react()],
  base: '/config/',
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    assetsDir: 'assets',
    // No inline assets: a content security policy may forbid data: URLs.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'dnd-kit', test: /node_modules[\\/]@dnd-kit[\\/]/ },
          ],
        },
      },
    },
  },
});
