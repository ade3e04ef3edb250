import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const EXTERNAL = '<script src="/first-paint.js"></script>';

export interface InlineScript {
  /** The script element to put in the page. */
  html: string;
  /** Its CSP source: the page policy allows exactly these bytes, no other inline script. */
  hash: string;
}

/**
 * The build's first-paint script (the colour mode, the browser's Intl data), to be written
 * into the page: as a file it is a render-blocking request before the first paint, a round
 * trip on a slow phone network. Null when there is no build (the file then stays a plain
 * script reference).
 */
export function firstPaintScript(staticDir: string): InlineScript | null {
  const file = path.join(staticDir, 'first-paint.js');
  if (!fs.existsSync(file)) return null;
  const code = fs.readFileSync(file, 'utf8');
  const hash = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
  return { html: `<script>${code}</script>`, hash };
}

/** index.html with the external first-paint script replaced by the inline one. */
export function inlineFirstPaint(template: string, script: InlineScript | null): string {
  return script ? template.replace(EXTERNAL, script.html) : template;
}
