import type { MouseEvent } from 'react';

/**
 * A primary click with no modifier key: the one a table's own click handler may turn into
 * an in-app navigation. Any other (ctrl, cmd, shift, alt, middle) is left to the browser,
 * which opens the link under it in a new tab or window.
 */
export function isPlainClick(e: MouseEvent): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}
