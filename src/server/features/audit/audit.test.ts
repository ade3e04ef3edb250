import { beforeEach, describe, expect, it } from 'vitest';
import { build, resetTinyGames } from '../../test/helper';
import { accountToken } from '../../test-accounts';
import { deskResultRow, EVENT, FINAL } from '../../test/test-games';
import type { z } from 'zod';
import type { auditListSchema } from '../../../shared/contracts/audit';

type AuditList = z.infer<typeof auditListSchema>;

const app = await build();
let token = '';

async function asAdmin(method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, payload?: object) {
  token ||= await accountToken(app, 'audit-admin', 'admin');
  const res = await app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

beforeEach(() => resetTinyGames(app));

describe('the audit, read by an organiser', () => {
  it('names the unit, the competitors and their delegations, and lists each field changed', async () => {
    await asAdmin('PATCH', `/api/admin/units/${FINAL}/status`, {
      schedule_status: 'RUNNING',
      result_status: 'LIVE',
    });
    await asAdmin('PUT', `/api/admin/units/${FINAL}/results`, {
      rows: [deskResultRow('1000002', 1, '54.10'), deskResultRow('1000001', 2, '54.30')],
    });
    await asAdmin('PUT', `/api/admin/units/${FINAL}/results`, {
      rows: [deskResultRow('1000001', 1, '54.05'), deskResultRow('1000002', 2, '54.10')],
    });
    await asAdmin('PATCH', `/api/admin/units/${FINAL}/status`, {
      schedule_status: 'FINISHED',
      result_status: 'OFFICIAL',
    });
    await asAdmin('POST', `/api/admin/events/${EVENT}/medals/confirm`);

    const { entries } = (await asAdmin('GET', '/api/admin/audit')).json() as AuditList;
    const [medals, official, correction, first, running] = entries;

    // A unit reads as its event and name; an event as its name. The codes stay alongside.
    expect(correction).toMatchObject({ target: FINAL, target_name: "Women's 100m Freestyle · Final" });
    expect(medals).toMatchObject({ target: EVENT, target_name: "Women's 100m Freestyle" });

    // Statuses: one line per field, before → after.
    expect(running!.changes).toEqual([
      { subject: null, subject_code: null, field: 'schedule_status', before: 'SCHEDULED', after: 'RUNNING' },
      { subject: null, subject_code: null, field: 'result_status', before: 'START_LIST', after: 'LIVE' },
    ]);
    expect(official!.changes.map((c) => [c.field, c.before, c.after])).toEqual([
      ['schedule_status', 'RUNNING', 'FINISHED'],
      ['result_status', 'LIVE', 'OFFICIAL'],
    ]);

    // A correction: only what changed (Inês Costa's time did not), competitor by competitor, by name with the code beside.
    expect(correction!.changes).toEqual([
      { subject: 'Ana Souza', subject_code: '1000001', field: 'rank', before: '2', after: '1' },
      { subject: 'Ana Souza', subject_code: '1000001', field: 'sort_order', before: '2', after: '1' },
      { subject: 'Ana Souza', subject_code: '1000001', field: 'result', before: '54.30', after: '54.05' },
      { subject: 'Inês Costa', subject_code: '1000002', field: 'rank', before: '1', after: '2' },
      { subject: 'Inês Costa', subject_code: '1000002', field: 'sort_order', before: '1', after: '2' },
    ]);
    // New rows: each value set, from nothing.
    expect(first!.changes).toContainEqual({
      subject: 'Inês Costa',
      subject_code: '1000002',
      field: 'result',
      before: null,
      after: '54.10',
    });

    // Medals confirmed unchanged: listed as they stand, the delegation by name, never
    // "gold 1000001 (BRA)" or JSON.
    expect(medals!.changes).toEqual([
      { subject: 'Ana Souza', subject_code: '1000001', field: 'medal', before: 'gold', after: 'gold' },
      {
        subject: 'Ana Souza',
        subject_code: '1000001',
        field: 'delegation',
        before: 'Brazil (BRA)',
        after: 'Brazil (BRA)',
      },
      { subject: 'Inês Costa', subject_code: '1000002', field: 'medal', before: 'silver', after: 'silver' },
      {
        subject: 'Inês Costa',
        subject_code: '1000002',
        field: 'delegation',
        before: 'Portugal (POR)',
        after: 'Portugal (POR)',
      },
    ]);
    for (const e of entries) {
      for (const c of e.changes) {
        for (const value of [c.before, c.after]) expect(value ?? '').not.toMatch(/^[[{]/);
      }
    }
  });
});
