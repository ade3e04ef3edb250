import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const EXTERNAL = '<script src="/color-mode.js"></script>';

export interface InlineScript {
  /** The script element to put in the page. */
  html: string;
  /** Its CSP source: the page policy allows exactly these bytes, no other inline script. */
  hash: string;
}

/**
 * The colour-mode bootstrap of the build, to be written into the page: as a file it is a
 * render-blocking request before the first paint, a round trip on a slow phone network.
 * Null when there is no build (the file then stays a plain script reference).
 */
export function colorModeScript(staticDir: string): InlineScript | null {
  const file = path.join(staticDir, 'color-mode.js');
  if (!fs.existsSync(file)) return null;
  const code = fs.readFileSync(file, 'utf8');
  const hash = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
  return { html: `<script>${code}</script>`, hash };
}

/** index.html with the external colour-mode script replaced by the inline one. */
export function inlineColorMode(template: string, script: InlineScript | null): string {
  return script ? template.replace(EXTERNAL, script.html) : template;
}
