import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { AppConfig } from '../../config';

const FILE = 'vapid-keys.json';

export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The key pair that signs every push request: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set
 * (instances behind one proxy must share them), otherwise a pair made on first start and kept
 * in DATA_DIR, so browsers' subscriptions survive a restart. The private key is never logged.
 */
export function vapidKeys(
  config: Pick<AppConfig, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'dataDir'>,
): Vapid {
  const subject = config.VAPID_SUBJECT;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  const file = path.join(config.dataDir, FILE);
  const read = (): Vapid => ({
    ...(JSON.parse(fs.readFileSync(file, 'utf8')) as Omit<Vapid, 'subject'>),
    subject,
  });
  try {
    return read();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const made = webpush.generateVAPIDKeys();
  try {
    // 'wx': when two instances start together on one folder, the second reads the first's pair.
    fs.writeFileSync(file, `${JSON.stringify(made)}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return read();
  }
  return { ...made, subject };
}
