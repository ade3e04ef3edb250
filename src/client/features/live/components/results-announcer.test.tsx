import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { ANNOUNCE_QUIET_MS, ResultsAnnouncer } from './results-announcer';

vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

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
    expect(once.replace(/\u200b/g, '')).toBe('announce.updated');
    // Nothing new to say: the text stays as it is (nothing is read again).
    act(() => vi.advanceTimersByTime(ANNOUNCE_QUIET_MS * 3));
    expect(region.textContent).toBe(once);
    // A later change is announced again: a new text, so it is read even though the words repeat.
    rerender(<ResultsAnnouncer version="v6" />);
    act(() => vi.advanceTimersByTime(ANNOUNCE_QUIET_MS));
    expect(region.textContent).not.toBe(once);
    expect(region.textContent!.replace(/\u200b/g, '')).toBe('announce.updated');
  });
});
