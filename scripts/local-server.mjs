// Starts the app's server for a measuring script: on 127.0.0.1, with an embedded database in a
// folder of the script's own (DATABASE_URL is ignored), either the built server or the source.
import { spawn } from 'node:child_process';

/** The built server (dist/server/main.js), or with `source` the TypeScript through tsx. */
export function startLocalServer({ port, dataDir, source = false, env = {}, stdio = 'inherit' }) {
  const args = source ? ['--import', 'tsx', 'src/server/main.ts'] : ['dist/server/main.js'];
  return spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio,
  });
}

/** Resolves once /api/health answers 200; throws when the server exits or after two minutes. */
export async function waitForHealth(server, port) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    if (i > 240 || server.exitCode !== null) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
}
