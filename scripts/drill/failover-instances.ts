// The failover drill's app instances (scripts/drill-failover.ts): free ports on 127.0.0.1, an
// instance of the production server on a port, and waiting for its /api/health.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const HOST = '127.0.0.1';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, HOST, () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface InstanceOptions {
  /** The repository root, where the server is started. */
  root: string;
  /** The drill's temp folder: each instance gets its DATA_DIR there. */
  tmp: string;
  databaseUrl: string;
  apiKey: string;
}

export function startInstance(name: string, port: number, opts: InstanceOptions): ChildProcess {
  const dataDir = path.join(opts.tmp, name);
  fs.mkdirSync(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: opts.root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST,
      DATABASE_URL: opts.databaseUrl,
      DATA_DIR: dataDir,
      INGEST_API_KEY: opts.apiKey,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Caddy on this machine is the one proxy whose forwarded headers count; every drill
      // client comes from 127.0.0.1, so the per-address stream cap is lifted to the total.
      TRUST_PROXY: '127.0.0.1',
      LIVE_MAX_STREAMS_PER_ADDRESS: '20000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

export async function waitHealthy(port: number, child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`instance on :${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://${HOST}:${port}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(200);
  }
  throw new Error(`instance on :${port} did not become healthy`);
}
