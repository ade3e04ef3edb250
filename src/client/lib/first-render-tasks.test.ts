import { afterEach, describe, expect, it } from 'vitest';
import { h, options, render } from 'preact';
import { useLayoutEffect, useState } from 'preact/hooks';
import { firstRendersInTasks } from './first-render-tasks';

const microtask = options.debounceRendering;

let openFromApp: (open: boolean) => void = () => {};

/** A button a key press opens, as the header's More menu does; the app may open it too. */
function Opener() {
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => {
    openFromApp = setOpen;
  }, []);
  return h('button', { onKeyDown: () => setOpen(true) }, open ? 'open' : 'closed');
}

async function afterMicrotasks() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

describe('the first renders in tasks of their own', () => {
  afterEach(() => {
    options.debounceRendering = microtask;
    document.body.innerHTML = '';
  });

  it("draws the app's own updates a task later while it starts", async () => {
    const root = document.body.appendChild(document.createElement('div'));
    render(h(Opener, null), root);
    firstRendersInTasks();
    openFromApp(true);
    await afterMicrotasks();
    expect(root.textContent).toBe('closed');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await afterMicrotasks();
    expect(root.textContent).toBe('open');
  });

  it("draws what the reader's first key press changes at once, before the next key", async () => {
    const root = document.body.appendChild(document.createElement('div'));
    render(h(Opener, null), root);
    firstRendersInTasks();
    const button = root.querySelector('button')!;
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    await afterMicrotasks();
    expect(button.textContent).toBe('open');
    expect(options.debounceRendering).toBe(microtask);
  });
});
