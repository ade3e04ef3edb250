import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';

// React's act() wants to know it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let mounted: HTMLDivElement | undefined;
afterEach(() => mounted?.remove());

/** Mounts a component for a test in a fresh container, removed after the test. */
export function renderForTest(node: ReactNode): { container: HTMLDivElement; root: Root } {
  const container = document.createElement('div');
  document.body.append(container);
  mounted = container;
  const root = createRoot(container);
  act(() => root.render(node));
  return { container, root };
}
