import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, isChunkLoadError, shouldReload } from './chunk-reload';

describe('chunk-load recovery', () => {
  it('recognises a failed dynamic import', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once, never in a loop', () => {
    const now = 1_000_000;
    expect(shouldReload(now, null)).toBe(true);
    expect(shouldReload(now, now - 1000)).toBe(false);
    expect(shouldReload(now, now - CHUNK_RELOAD_WINDOW_MS - 1)).toBe(true);
  });
});
