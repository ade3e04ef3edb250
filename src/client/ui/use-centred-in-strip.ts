import { useLayoutEffect, type RefObject } from 'react';

/**
 * Scrolls a strip that scrolls sideways (a sport's tabs, the day chips) so that its current
 * item, the first match of `selector`, sits in the middle. Only the strip scrolls:
 * scrollIntoView would also move the page, and undo the place "back" has just put back.
 *
 * Measured when the strip's resize observer first reports, after the browser's own layout
 * and before the paint, so the strip never shows uncentred. Measuring in the layout effect
 * itself forced a layout of the whole page in the middle of its first render: about a third
 * of the unit results page's longest task in Chromium traces. `key` is what changes the
 * current item.
 */
export function useCentredInStrip(strip: RefObject<HTMLElement | null>, selector: string, key: unknown) {
  useLayoutEffect(() => {
    const el = strip.current;
    if (!el) return;
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      const item = el.querySelector<HTMLElement>(selector);
      if (!item) return;
      const offset = item.getBoundingClientRect().left - el.getBoundingClientRect().left + el.scrollLeft;
      el.scrollLeft = Math.max(0, offset - (el.clientWidth - item.offsetWidth) / 2);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [strip, selector, key]);
}
