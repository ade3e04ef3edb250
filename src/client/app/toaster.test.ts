import { createInstance } from 'i18next';
import { act, createElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../locales/en-US/common.json';
import { renderForTest } from '../ui/render-for-test';
import AppToaster from './toaster';

const i18n = createInstance();
await i18n
  .use(initReactI18next)
  .init({ lng: 'en-US', resources: { 'en-US': { common } }, defaultNS: 'common' });
const mount = () => renderForTest(createElement(I18nextProvider, { i18n }, createElement(AppToaster)));

afterEach(() => {
  act(() => toast.dismiss());
  vi.useRealTimers();
});

const toasts = () => [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')];

function show(count: number) {
  act(() => {
    for (let i = 1; i <= count; i++) toast.success(`toast ${i}`);
    vi.advanceTimersByTime(0); // sonner draws new toasts on the next tick
  });
}

/** The toaster as a reader meets it: what sonner draws with the app's settings. */
describe('toaster', () => {
  it('is a region named Notifications, stacking three rich, closable toasts at the top right, 14 px apart, 24 px from the edges (16 on phones)', () => {
    vi.useFakeTimers();
    const { root } = mount();
    show(4);
    expect(document.querySelector('section')!.getAttribute('aria-label')).toBe('Notifications alt+T');
    const list = document.querySelector<HTMLElement>('[data-sonner-toaster]')!;
    expect([list.dataset.yPosition, list.dataset.xPosition]).toEqual(['top', 'right']);
    const style = list.getAttribute('style')!;
    for (const v of [
      '--gap: 14px',
      '--offset-top: 24px',
      '--offset-right: 24px',
      '--mobile-offset-top: 16px',
    ])
      expect(style).toContain(v);
    // The newest first; a fourth waits unseen behind the three.
    expect(toasts().map((t) => [t.textContent, t.dataset.visible])).toEqual([
      ['toast 4', 'true'],
      ['toast 3', 'true'],
      ['toast 2', 'true'],
      ['toast 1', 'false'],
    ]);
    for (const t of toasts()) {
      expect(t.dataset.richColors).toBe('true');
      expect(t.querySelector('[data-close-button]')).not.toBeNull();
    }
    act(() => root.unmount());
  });

  it('expands on alt+T, collapses on Escape, and closes a toast after 4 s', () => {
    vi.useFakeTimers();
    const { root } = mount();
    show(2);
    const key = (init: KeyboardEventInit) =>
      act(() => void document.dispatchEvent(new KeyboardEvent('keydown', init)));
    key({ altKey: true, code: 'KeyT', key: 't' });
    expect(toasts()[0]!.dataset.expanded).toBe('true');
    key({ code: 'Escape', key: 'Escape' });
    expect(toasts()[0]!.dataset.expanded).toBe('false');

    act(() => vi.advanceTimersByTime(3900));
    expect(toasts().map((t) => t.dataset.removed)).toEqual(['false', 'false']);
    act(() => vi.advanceTimersByTime(500));
    expect(toasts()).toEqual([]);
    act(() => root.unmount());
  });
});
