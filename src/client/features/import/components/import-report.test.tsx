import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import admin from '../../../locales/en-US/admin.json';
import pt from '../../../locales/pt-PT/admin.json';
import type { ImportAnswer } from '../../../../shared/contracts/import';
import { ImportProblems } from './import-report';

const i18n = createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en-US',
  resources: { 'en-US': { admin }, 'pt-PT': { admin: pt } },
  interpolation: { escapeValue: false },
});

/** An answer listing the first thousand problems of a file that has `more` besides. */
function answer(more: number): ImportAnswer {
  return {
    applied: false,
    problems: Array.from({ length: 1000 }, (_, i) => ({
      file: 'games.xlsx',
      sheet: 'Athletes',
      row: i + 2,
      cell: `D${i + 2}`,
      column: 'gender',
      code: 'invalid',
      message: '"Q" is not a valid value here (M, W)',
      severity: 'error' as const,
    })),
    more_problems: more,
    counts: [],
    changes: [],
  };
}

describe('import problems', () => {
  afterEach(cleanup);

  it('counts every problem and says how many more the list leaves out', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ImportProblems answer={answer(500)} />
      </I18nextProvider>,
    );
    expect(screen.getAllByTestId('import-problem')).toHaveLength(1000);
    expect(screen.getByText('1500 problems')).toBeTruthy();
    expect(screen.getByTestId('import-more-problems').textContent).toBe('and 500 more problems, not listed');
    cleanup();
    await i18n.changeLanguage('pt-PT');
    render(
      <I18nextProvider i18n={i18n}>
        <ImportProblems answer={answer(1)} />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('import-more-problems').textContent).toBe('e mais 1 problema, não listado');
    await i18n.changeLanguage('en-US');
  });

  it('says nothing more when the list holds every problem', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ImportProblems answer={answer(0)} />
      </I18nextProvider>,
    );
    expect(screen.queryByTestId('import-more-problems')).toBeNull();
  });
});
