import { options } from 'preact';
import { yieldToMain } from './yield-to-main';

const INPUT_EVENTS = ['keydown', 'pointerdown'] as const;

/**
 * Until the page first goes idle, or the reader first presses a key or touches it, Preact
 * draws the updates a render causes in a task of their own instead of in the same task.
 * Preact queues them as a microtask, so the first render of the app and the re-render it
 * sets off at once (the router taking its first route, the page's queries subscribing, the
 * first rows of a table) ran as one task of 300–470 ms on a slow phone, with no paint and no
 * input in between. React's concurrent renderer would yield there; Preact, which the browser
 * build runs on, does not. After that, updates go back to Preact's microtask, so a tap's
 * update is never a task late.
 */
export function firstRendersInTasks() {
  const microtask = options.debounceRendering;
  options.debounceRendering = (flush) => void yieldToMain().then(flush);
  const restore = () => {
    options.debounceRendering = microtask;
    for (const type of INPUT_EVENTS) window.removeEventListener(type, restore, true);
  };
  // The reader's first key or touch ends it as well, before the page's own handlers run: a
  // menu opened with a key is drawn before the next key arrives, however busy the start is.
  for (const type of INPUT_EVENTS) window.addEventListener(type, restore, true);
  if ('requestIdleCallback' in window) window.requestIdleCallback(restore, { timeout: 3000 });
  else setTimeout(restore, 1000);
}
