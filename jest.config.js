// One Jest run covers every tier: unit specs beside the code, medium tests against the real
// services that infra/ starts in globalSetup, and the browser journeys (*.e2e.spec.ts).
const workspaces = ['contracts', 'platform', 'db', 'analytics', 'seed', 'runtime', 'pipeline'];

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$|\\.mjs$': '<rootDir>/infra/jest/swc.transformer.cjs' },
  testMatch: ['<rootDir>/{packages/*,backend,workers,infra,frontend,test}/**/*.spec.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // ES-module-only packages (NestJS 12 among them) are compiled to CommonJS by the transformer; see there.
  transformIgnorePatterns: [],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json', 'node'],
  moduleNameMapper: Object.fromEntries([
    ...workspaces.map((w) => [`^@emberhold/${w}$`, `<rootDir>/packages/${w}/src/index.ts`]),
    ['^@emberhold/infra$', '<rootDir>/infra/src/index.ts'],
  ]),
  globalSetup: '<rootDir>/infra/src/jest/global-setup.ts',
  globalTeardown: '<rootDir>/infra/src/jest/global-teardown.ts',
  testTimeout: 120000,
  maxWorkers: 2,
  verbose: true,
};
