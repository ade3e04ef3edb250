import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import i18n, { initI18n } from './i18n';
import { useSportsByName } from './use-sports-by-name';
import { DISCIPLINE_CODES } from '../../shared/domain/disciplines';

afterEach(() => vi.restoreAllMocks());

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);

describe('useSportsByName', () => {
  it("lists every sport once, named and in alphabetical order in the reader's language", async () => {
    await initI18n();
    await act(() => i18n.changeLanguage('en-US'));
    const { result, rerender } = renderHook(() => useSportsByName(), { wrapper });
    expect(result.current.map((s) => s.code).sort()).toEqual([...DISCIPLINE_CODES].sort());
    expect(result.current.find((s) => s.code === 'SWM')?.name).toBe(i18n.t('disciplines.SWM'));
    const inOrder = (names: string[], language: string) =>
      names.every((name, i) => i === 0 || new Intl.Collator(language).compare(names[i - 1]!, name) <= 0);
    expect(
      inOrder(
        result.current.map((s) => s.name),
        'en-US',
      ),
    ).toBe(true);

    // The same list on a re-render: named and sorted once per language.
    const lookups = vi.spyOn(i18n, 't');
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(lookups).not.toHaveBeenCalled();

    await act(() => i18n.changeLanguage('es-ES'));
    expect(result.current.find((s) => s.code === 'SWM')?.name).toBe(
      i18n.t('disciplines.SWM', { lng: 'es-ES' }),
    );
    expect(result.current.find((s) => s.code === 'SWM')?.name).not.toBe(
      first.find((s) => s.code === 'SWM')?.name,
    );
    expect(
      inOrder(
        result.current.map((s) => s.name),
        'es-ES',
      ),
    ).toBe(true);
  });
});
