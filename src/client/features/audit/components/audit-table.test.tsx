import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import admin from '../../../locales/en-US/admin.json';
import live from '../../../locales/en-US/live.json';
import common from '../../../locales/en-US/common.json';
import type { AuditList } from '../api/get-audit';
import { AuditTable } from './audit-table';

const i18n = createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en-US',
  resources: { 'en-US': { common, admin, live } },
  interpolation: { escapeValue: false },
});

const entry = (over: Partial<AuditList['entries'][number]>): AuditList['entries'][number] => ({
  id: 1,
  at: '2026-07-14T14:05:00.000Z',
  username: 'desk-admin',
  action: 'unit.results',
  target: 'SWMW100MFR------------FNL-000100--',
  target_name: "Women's 100m Freestyle · Final",
  changes: [],
  before: null,
  after: null,
  ...over,
});

afterEach(cleanup);

describe('the audit list', () => {
  it('reads a desk change as names and field changes, with the codes beside them', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <AuditTable
          entries={[
            entry({
              id: 2,
              action: 'unit.status',
              changes: [
                {
                  subject: null,
                  subject_code: null,
                  field: 'result_status',
                  before: 'LIVE',
                  after: 'OFFICIAL',
                },
              ],
              before: { result_status: 'LIVE' },
              after: { result_status: 'OFFICIAL' },
            }),
            entry({
              id: 1,
              action: 'event.medals.confirm',
              target: 'SWMW100MFR------------',
              target_name: "Women's 100m Freestyle",
              changes: [
                {
                  subject: 'Ana Souza',
                  subject_code: '1000001',
                  field: 'medal',
                  before: null,
                  after: 'gold',
                },
                {
                  subject: 'Ana Souza',
                  subject_code: '1000001',
                  field: 'delegation',
                  before: 'Brazil (BRA)',
                  after: 'Brazil (BRA)',
                },
              ],
              before: [],
              after: [{ medal: 'gold', competitor_code: '1000001', delegation: 'BRA' }],
            }),
          ]}
        />
      </I18nextProvider>,
    );
    const [status, medals] = screen.getAllByTestId('audit-entry');
    expect(status!.textContent).toContain("Women's 100m Freestyle · Final");
    expect(status!.textContent).toContain('SWMW100MFR------------FNL-000100--');
    expect(within(status!).getByTestId('audit-change').textContent).toBe('Results status: Live → Official');

    expect(medals!.textContent).toContain('Medals confirmed');
    expect(medals!.textContent).toContain('Ana Souza1000001');
    const [medal, delegation] = within(medals!).getAllByTestId('audit-change');
    expect(medal!.textContent).toBe('Medal: — → Gold');
    expect(delegation!.textContent).toMatch(/^Delegation: Brazil \(BRA\)$/);
    for (const e of [status!, medals!]) expect(e.textContent).not.toMatch(/[{}[\]"]/);
  });

  it('says so when a change changed nothing', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <AuditTable entries={[entry({ action: 'event.medals.confirm' })]} />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('audit-entry').textContent).toContain('Nothing changed.');
  });
});
