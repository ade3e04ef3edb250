import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const FILE = 'trivia-qr-secret';

/**
 * The key that signs the posters' codes: TRIVIA_QR_SECRET when set (several instances must
 * share it), otherwise one made on first start and kept in DATA_DIR, so printed posters keep
 * working across restarts. Never logged. Losing it invalidates every printed poster.
 */
export function qrSecret(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = path.join(dataDir, FILE);
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const made = randomBytes(32).toString('base64url');
  try {
    // 'wx': when two instances start together on one folder, the second reads the first's key.
    fs.writeFileSync(file, `${made}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
  }
  return Buffer.from(made, 'base64url');
}
