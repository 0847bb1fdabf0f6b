// @ts-check
/**
 * Jest runs our TypeScript as CommonJS through swc. NestJS 12 and several of its dependencies ship only ES modules,
 * which Jest's CommonJS runtime cannot require on Node 20, so files of packages marked "type": "module" (and .mjs
 * files) are compiled to CommonJS as well; every other node_modules file passes through untouched.
 */
const { existsSync, readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const swcJest = require('@swc/jest');

const typescript = swcJest.createTransformer({
  jsc: {
    target: 'es2023',
    parser: { syntax: 'typescript', decorators: true, tsx: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
  },
  module: { type: 'commonjs' },
});
const esModule = swcJest.createTransformer({
  jsc: { target: 'es2023', parser: { syntax: 'ecmascript' } },
  module: { type: 'commonjs', importInterop: 'node' },
});

/** @type {Map<string, boolean>} */
const typeModuleByDir = new Map();
function packageIsModule(dir) {
  const cached = typeModuleByDir.get(dir);
  if (cached !== undefined) return cached;
  const manifest = join(dir, 'package.json');
  let result;
  if (existsSync(manifest)) result = JSON.parse(readFileSync(manifest, 'utf8')).type === 'module';
  else result = dirname(dir) === dir ? false : packageIsModule(dirname(dir));
  typeModuleByDir.set(dir, result);
  return result;
}

function pick(filename) {
  if (!filename.includes('/node_modules/')) return typescript;
  if (filename.endsWith('.cjs')) return undefined;
  if (filename.endsWith('.mjs') || packageIsModule(dirname(filename))) return esModule;
  return undefined;
}

module.exports = {
  canInstrument: false,
  process(source, filename, options) {
    const transformer = pick(filename);
    return transformer ? transformer.process(source, filename, options) : { code: source };
  },
  getCacheKey(source, filename, options) {
    const transformer = pick(filename);
    const key = transformer ? transformer.getCacheKey(source, filename, options) : `${filename}:${source.length}`;
    return `${transformer === esModule ? 'esm' : 'ts'}:${key}`;
  },
};
