import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { keysFor } from './topic-keys';

/** Which cached queries a message marks stale, on a client holding one of each kind. */
function invalidated(message: { topic: string; id: string | null }): string[] {
  const client = new QueryClient();
  const keys = [
    queryKeys.unit('SWMW100MFR------------FNL-000100--'),
    ['unit', 'SWMW100MFR------------FNL-000100--', 'corrections'],
    queryKeys.unit('ATHM100M--------------FNL-000100--'),
    queryKeys.scheduleDay('2026-07-14', { filter: 'all' }),
    queryKeys.scheduleDay('2026-07-15'),
    queryKeys.scheduleGrid({ days: 'event', filter: 'all' }),
    queryKeys.classification('SWMW100MFR------------'),
    queryKeys.medalTable(),
    queryKeys.athletes(),
    queryKeys.disciplines(),
  ];
  for (const key of keys) client.setQueryData(key, 1);
  const result = keysFor(message);
  const hit = (key: readonly unknown[]) =>
    result === 'all' || result.some((prefix) => prefix.every((part, i) => part === key[i]));
  return keys.filter(hit).map((k) => JSON.stringify(k));
}

describe('live message → query keys', () => {
  it('a unit message concerns that unit only, its corrections included', () => {
    expect(invalidated({ topic: 'unit', id: 'SWMW100MFR------------FNL-000100--' })).toEqual([
      '["unit","SWMW100MFR------------FNL-000100--"]',
      '["unit","SWMW100MFR------------FNL-000100--","corrections"]',
    ]);
  });

  it('a schedule day message concerns that day, not the others', () => {
    expect(invalidated({ topic: 'schedule', id: '2026-07-14' })).toEqual([
      '["schedule","2026-07-14",{"filter":"all"}]',
    ]);
  });

  it('an event message concerns its classification', () => {
    expect(invalidated({ topic: 'event', id: 'SWMW100MFR------------' })).toEqual([
      '["event","SWMW100MFR------------","classification"]',
    ]);
  });

  it('medals reach the medal table and the participants that show medals', () => {
    expect(invalidated({ topic: 'medals', id: null })).toEqual([
      '["medals","table",{}]',
      '["participants","athletes",{}]',
    ]);
  });

  it('the whole schedule reaches every schedule view and the discipline list', () => {
    expect(invalidated({ topic: 'schedule', id: null })).toHaveLength(4);
  });

  it('a new data set reaches everything', () => {
    expect(keysFor({ topic: 'games', id: null })).toBe('all');
  });
});
