// The floor of the JavaScript budget: what the site's libraries alone weigh before any of its own code. Three tiny
// apps (react-dom.tsx, router.tsx, query.tsx, each the one before plus a library the site hydrates with) built with
// the site's own Vite and React plugin in production mode; each is one file, measured as the site's files are (gzip -9).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = import.meta.dirname;
const FLOOR_STEPS = [
  ['react-dom.tsx', 'React 19 DOM, hydrating one component'],
  ['router.tsx', '+ react-router data router (loader, Link, ScrollRestoration)'],
  ['query.tsx', '+ TanStack Query (provider, HydrationBoundary, useQuery)'],
];

/** Builds each step into a throwaway folder; returns [{ entry, what, files, raw, gzip }] in FLOOR_STEPS order. */
export async function measureFloor(siteRoot) {
  const fromSite = createRequire(join(siteRoot, 'package.json'));
  const { build } = await import(pathToFileURL(fromSite.resolve('vite')).href);
  const { default: react } = await import(pathToFileURL(fromSite.resolve('@vitejs/plugin-react')).href);
  const rows = [];
  for (const [entry, what] of FLOOR_STEPS) {
    const outDir = mkdtempSync(join(tmpdir(), 'emberhold-js-floor-'));
    try {
      await build({
        configFile: false,
        logLevel: 'silent',
        root: here,
        mode: 'production',
        plugins: [react()],
        build: { outDir, emptyOutDir: true, minify: true, rollupOptions: { input: join(here, entry) } },
      });
      const files = readdirSync(join(outDir, 'assets')).filter((name) => name.endsWith('.js'));
      const bodies = files.map((name) => readFileSync(join(outDir, 'assets', name)));
      rows.push({
        entry,
        what,
        files: files.length,
        raw: bodies.reduce((sum, body) => sum + body.length, 0),
        gzip: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
      });
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }
  return rows;
}
