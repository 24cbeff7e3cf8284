// `npm run dev`: the server (restarting on change) and the Vite dev server with its /api proxy.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, ensureNodeModules } from './ensure.mjs';

ensureNodeModules();
const children = [
  spawn('npx', ['tsx', 'watch', path.join(ROOT, 'apps/server/src/main.ts'), 'serve'], { cwd: ROOT, stdio: 'inherit' }),
  spawn('npx', ['vite'], { cwd: path.join(ROOT, 'apps/web'), stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGINT'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', () => {
    stop();
    process.exit(0);
  }),
);
