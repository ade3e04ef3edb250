// `npm start`: build the client when the build is missing or older than its sources, then serve.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/client/index.html');
const sources = ['src/client', 'src/shared', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(full).map((name) => newestMtime(path.join(p, name))));
}

const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestMtime))) {
  console.log(builtAt ? 'Sources changed since the last build: rebuilding…' : 'No build yet: building…');
  const res = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
