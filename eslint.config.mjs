import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '**/generated/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // NestJS injects by the constructor parameter types that emitDecoratorMetadata records, so an import used only in
    // a constructor signature is a runtime import; the parser must know, or consistent-type-imports would break DI.
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', parserOptions: { emitDecoratorMetadata: true, experimentalDecorators: true } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'error',
    },
  },
  {
    files: ['**/*.cjs', 'scripts/**/*.mjs', 'infra/clickhouse/**', 'jest.config.js'],
    languageOptions: { globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly', console: 'readonly', setTimeout: 'readonly', URL: 'readonly', Buffer: 'readonly', fetch: 'readonly', performance: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-console': 'off' },
  },
  {
    // Benchmarks print their figures.
    files: ['**/bench/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.contract.ts', '**/test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
