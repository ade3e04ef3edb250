// `npm start`: build the client and the server when a build is missing or older than its
// sources, then run the built server with plain node.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const lockfile = 'package-lock.json';
const builds = [
  {
    output: 'dist/client/index.html',
    sources: ['src/client', 'src/shared', 'public', 'index.html', 'vite.config.ts', lockfile],
    command: ['npx', 'vite', 'build'],
  },
  {
    output: 'dist/server/main.js',
    sources: ['src/server', 'src/shared', 'scripts/build-server.mjs', lockfile],
    command: [process.execPath, 'scripts/build-server.mjs'],
  },
];

function newestMtime(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(full).map((name) => newestMtime(path.join(p, name))));
}

for (const { output, sources, command } of builds) {
  const builtAt = newestMtime(output);
  if (builtAt >= Math.max(...sources.map(newestMtime))) continue;
  console.log(
    builtAt ? `Sources changed since ${output} was built: rebuilding…` : `No ${output} yet: building…`,
  );
  const res = spawnSync(command[0], command.slice(1), { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
