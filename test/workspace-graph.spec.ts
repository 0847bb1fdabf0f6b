import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const root = join(__dirname, '..');
const depcruise = join(root, 'node_modules', '.bin', 'depcruise');
const config = join(root, '.dependency-cruiser.cjs');

interface CruiseResult {
  summary: { violations: Array<{ rule: { name: string }; from: string; to: string }> };
}

function cruise(cwd: string, paths: string[]): CruiseResult {
  // depcruise exits non-zero when it finds violations; the JSON report is what we read either way.
  try {
    return JSON.parse(execFileSync(depcruise, ['--config', config, '--output-type', 'json', ...paths], { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
  } catch (error) {
    const stdout = (error as { stdout?: string }).stdout;
    if (stdout) return JSON.parse(stdout);
    throw error;
  }
}

describe('the workspace graph', () => {
  it('is one-way: apps depend on packages, never on each other, and nothing is circular', () => {
    const { summary } = cruise(root, ['packages', 'backend', 'workers', 'frontend/src']);
    expect(summary.violations).toEqual([]);
  });

  it('would catch an app importing another app, or a package importing an app', () => {
    const fixture = mkdtempSync(join(tmpdir(), 'emberhold-graph-'));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(fixture, path)), { recursive: true });
      writeFileSync(join(fixture, path), text);
    };
    try {
      write('tsconfig.base.json', readFileSync(join(root, 'tsconfig.base.json'), 'utf8'));
      write('workers/src/worker.ts', 'export const worker = 1;\n');
      write('backend/src/uses-worker.ts', "import { worker } from '../../workers/src/worker';\nexport const x = worker;\n");
      write('packages/shared/src/uses-backend.ts', "import { x } from '../../../backend/src/uses-worker';\nexport const y = x;\n");
      const rules = cruise(fixture, ['backend', 'workers', 'packages']).summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
      expect(rules).toEqual(
        expect.arrayContaining([
          'no-app-to-app: backend/src/uses-worker.ts -> workers/src/worker.ts',
          'no-package-to-app: packages/shared/src/uses-backend.ts -> backend/src/uses-worker.ts',
        ]),
      );
    } finally {
      rmSync(fixture, { recursive: true, force: true });
    }
  });

  it("would catch a backend context reaching past another context's public file, or common depending on a context", () => {
    const fixture = mkdtempSync(join(tmpdir(), 'emberhold-contexts-'));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(fixture, path)), { recursive: true });
      writeFileSync(join(fixture, path), text);
    };
    try {
      write('tsconfig.base.json', readFileSync(join(root, 'tsconfig.base.json'), 'utf8'));
      write('backend/src/catalogue/domain/post-view.ts', 'export const postView = 1;\n');
      write('backend/src/catalogue/catalogue.public.ts', "export { postView } from './domain/post-view';\n");
      write('backend/src/common/http/visitor.ts', 'export const visitor = 1;\n');
      // Allowed: through the public file, within the context, and into common.
      write('backend/src/wishlists/infra/allowed.ts', "import { postView } from '../../catalogue/catalogue.public';\nimport { visitor } from '../../common/http/visitor';\nexport const ok = postView + visitor;\n");
      // Refused: past the public file, and common reaching into a context.
      write('backend/src/wishlists/infra/reaches-in.ts', "import { postView } from '../../catalogue/domain/post-view';\nexport const bad = postView;\n");
      write('backend/src/common/http/uses-context.ts', "import { ok } from '../../wishlists/infra/allowed';\nexport const bad = ok;\n");
      const rules = cruise(fixture, ['backend']).summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
      expect(rules.sort()).toEqual([
        'backend-common-uses-no-context: backend/src/common/http/uses-context.ts -> backend/src/wishlists/infra/allowed.ts',
        'backend-context-through-public-file: backend/src/wishlists/infra/reaches-in.ts -> backend/src/catalogue/domain/post-view.ts',
      ]);
    } finally {
      rmSync(fixture, { recursive: true, force: true });
    }
  });
});
