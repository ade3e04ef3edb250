import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render as renderTree, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import live from '../../../locales/en-US/live.json';
import { ANNOUNCE_QUIET_MS, ResultsAnnouncer } from './results-announcer';

// A real translation instance of its own (a module mock would not hold when test files share
// a worker's modules).
const i18n = createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en-US',
  resources: { 'en-US': { live } },
  interpolation: { escapeValue: false },
});
const updated = i18n.t('announce.updated', { ns: 'live' });
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);
const render = (node: ReactElement) => renderTree(node, { wrapper });

describe('ResultsAnnouncer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('is a polite status region that says nothing when the page opens', () => {
    render(<ResultsAnnouncer version="v1" />);
    const region = screen.getByTestId('results-announcer');
    expect(region.getAttribute('role')).toBe('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    act(() => vi.advanceTimersByTime(ANNOUNCE_QUIET_MS * 2));
    expect(region.textContent).toBe('');
  });

  it('announces a burst of changes once, after it settles', () => {
    const { rerender } = render(<ResultsAnnouncer version="v1" />);
    const region = screen.getByTestId('results-announcer');
    for (const v of ['v2', 'v3', 'v4', 'v5']) {
      rerender(<ResultsAnnouncer version={v} />);
      act(() => vi.advanceTimersByTime(500));
    }
    expect(region.textContent).toBe('');
    act(() => vi.advanceTimersByTime(ANNOUNCE_QUIET_MS));
    const once = region.textContent!;
    expect(once.replace(/\u200b/g, '')).toBe(updated);
    // Nothing new to say: the text stays as it is (nothing is read again).
    act(() => vi.advanceTimersByTime(ANNOUNCE_QUIET_MS * 3));
    expect(region.textContent).toBe(once);
    // A later change is announced again: a new text, so it is read even though the words repeat.
    rerender(<ResultsAnnouncer version="v6" />);
    act(() => vi.advanceTimersByTime(ANNOUNCE_QUIET_MS));
    expect(region.textContent).not.toBe(once);
    expect(region.textContent!.replace(/\u200b/g, '')).toBe(updated);
  });
});
