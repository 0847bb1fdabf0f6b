import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API runs separately; in production it serves dist/ itself, so only dev needs a proxy.
const apiTarget = `http://127.0.0.1:${process.env.EMBERHOLD_API_PORT || 3000}`;

/**
 * Writes .br and .gz beside every script, stylesheet and SVG of the build, at the highest levels: compressed once
 * here, served as they are by the API (@fastify/static preCompressed), never compressed per request.
 */
function precompressAssets(): Plugin {
  let assetsDir = '';
  return {
      name: 'emberhold:precompress-assets',
      apply: 'build',
      configResolved(config) {
        assetsDir = resolve(config.root, config.build.outDir, config.build.assetsDir);
      },
      closeBundle() {
        const dir = assetsDir;
        for (const name of readdirSync(dir)) {
          if (!/\.(js|css|svg)$/.test(name)) continue;
          const content = readFileSync(join(dir, name));
          writeFileSync(join(dir, `${name}.gz`), gzipSync(content, { level: 9 }));
          writeFileSync(
            join(dir, `${name}.br`),
            brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
          );
        }
      },
  };
}

/** The site's config: the browser build, or with `isSsrBuild` the server renderer's. */
export function siteConfig(isSsrBuild: boolean): UserConfig {
  return {
  plugins: isSsrBuild ? [react()] : [react(), precompressAssets()],
  server: {
    port: Number(process.env.EMBERHOLD_WEB_PORT || 5173),
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
    },
  },
  // The server renderer (vite build --ssr src/entry-server.tsx): one CommonJS file with its dependencies inside, so the
  // API process loads it from wherever the build was put (dist-server/ beside dist/, or EMBERHOLD_SITE_DIST + "-server").
  ssr: { noExternal: true, target: 'node' },
  // React's production build on the server too, whatever NODE_ENV the API process runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        sourcemap: true,
        rollupOptions: { output: { format: 'cjs', entryFileNames: 'entry-server.cjs', codeSplitting: false } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // The server reads dist/.vite/manifest.json to find hashed entry assets when it renders the HTML shell.
        manifest: true,
        sourcemap: true,
      },
  };
}

export default defineConfig(({ isSsrBuild }) => siteConfig(isSsrBuild === true));
