/**
 * The workspace graph stays one-way: apps (backend, workers, frontend) depend on packages, never on each other;
 * packages never depend on apps; nothing is circular. Front-end features do not import each other. A backend context
 * uses another only through its public file, and backend/src/common depends on no context.
 */
const apps = '^(backend|workers|frontend)/';
module.exports = {
  forbidden: [
    {
      name: 'no-app-to-app',
      severity: 'error',
      comment: 'An app may not import another app; move shared code to packages/.',
      from: { path: '^(backend)/' },
      to: { path: '^(workers|frontend)/' },
    },
    { name: 'no-workers-to-apps', severity: 'error', from: { path: '^workers/' }, to: { path: '^(backend|frontend)/' } },
    { name: 'no-frontend-to-apps', severity: 'error', from: { path: '^frontend/' }, to: { path: '^(backend|workers)/' } },
    {
      name: 'no-package-to-app',
      severity: 'error',
      comment: 'packages/ is shared code; it must not reach into an app.',
      from: { path: '^packages/' },
      to: { path: apps },
    },
    {
      name: 'no-production-code-on-test-infra',
      severity: 'error',
      comment: 'infra/ launches throwaway services for tests; only tests may use it.',
      from: { path: '^(packages|backend|workers|frontend)/', pathNot: '\\.(spec|contract|test-support)\\.tsx?$|/test/' },
      to: { path: '^infra/' },
    },
    {
      name: 'no-cross-feature-imports',
      severity: 'error',
      comment: 'Front-end features are independent; share through frontend/src/components or lib.',
      from: { path: '^frontend/src/features/([^/]+)/' },
      to: { path: '^frontend/src/features/', pathNot: '^frontend/src/features/$1/' },
    },
    {
      name: 'backend-context-through-public-file',
      severity: 'error',
      comment:
        'A backend context uses another only through its public file (<context>/<context>.public.ts), so what one context ' +
        'offers the others is written down in one place and its insides can change freely.',
      from: { path: '^backend/src/([^/]+)/', pathNot: '^backend/src/common/' },
      to: {
        path: '^backend/src/[^/]+/',
        pathNot: ['^backend/src/$1/', '^backend/src/common/', '^backend/src/([^/]+)/\\1\\.public\\.ts$'],
      },
    },
    {
      name: 'backend-common-uses-no-context',
      severity: 'error',
      comment: 'backend/src/common holds what every context shares; it must not depend on any one of them.',
      from: { path: '^backend/src/common/' },
      to: { path: '^backend/src/[^/]+/', pathNot: '^backend/src/common/' },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|generated)/' },
    tsConfig: { fileName: 'tsconfig.base.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
