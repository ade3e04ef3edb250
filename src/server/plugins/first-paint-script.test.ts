import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstPaintScript, inlineFirstPaint } from './first-paint-script';
import { securityHeaders } from './security';
import { loadConfig } from '../config';

describe('the first-paint script written into the page', () => {
  it('replaces the script reference with the file, and the page CSP allows exactly its hash', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-paint-'));
    const code = "document.documentElement.classList.toggle('dark', true);\n";
    fs.writeFileSync(path.join(dir, 'first-paint.js'), code);
    const script = firstPaintScript(dir)!;
    const html = inlineFirstPaint('<head><script src="/first-paint.js"></script></head>', script);
    expect(html).toBe(`<head><script>${code}</script></head>`);
    const hash = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    const csp = securityHeaders(loadConfig({}), [script.hash]).document['content-security-policy'];
    expect(csp).toContain(`script-src 'self' ${hash};`);
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' ${hash}`); // no 'unsafe-inline': only these bytes run
  });

  it('leaves the page as it is without a build', () => {
    expect(firstPaintScript(path.join(os.tmpdir(), 'no-such-build'))).toBeNull();
    expect(inlineFirstPaint('<script src="/first-paint.js"></script>', null)).toBe(
      '<script src="/first-paint.js"></script>',
    );
  });
});
