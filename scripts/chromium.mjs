import fs from 'node:fs';

/** Chromium launch flags that work as root (no sandbox) and without outside network (no background calls). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROMIUM_PATH, then Playwright's own browser, then Debian's /usr/bin/chromium. */
export async function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH];
  try {
    const { chromium } = await import('@playwright/test');
    candidates.push(chromium.executablePath());
  } catch {
    /* playwright not installed */
  }
  candidates.push('/usr/bin/chromium', '/usr/bin/chromium-browser');
  return candidates.find((p) => p && fs.existsSync(p));
}
