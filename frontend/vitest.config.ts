import { defineConfig, mergeConfig } from 'vitest/config';
import { siteConfig } from './vite.config.ts';

/**
 * Component tests: the site's own Vite config (plugins, CSS modules, import.meta.env) with a DOM (jsdom). Only
 * `*.test.ts(x)` files are theirs; the `*.spec.ts` unit specs run under Jest with the rest of the repository.
 */
export default mergeConfig(
  siteConfig(false),
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      // CSS is compiled as in the build, so a component's classes are the ones the site gives it.
      css: { include: /.+/ },
      restoreMocks: true,
      // Generous: the machine that runs the whole suite runs the services and the browser journeys too.
      testTimeout: 20_000,
      unstubGlobals: true,
    },
  }),
);
