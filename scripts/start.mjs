#!/usr/bin/env node
// `npm start`: installs and builds what is missing, then runs the whole product in one process. With no service
// URLs set that is the embedded mode (data under .data/); see README.md for the full mode.
import { spawn } from 'node:child_process';
import { ensureBuilt, ensureDependencies, root, step } from './lib.mjs';

ensureDependencies();
ensureBuilt();
step('Starting Emberhold Gifts');
const child = spawn(process.execPath, ['--enable-source-maps', 'backend/dist/main.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
