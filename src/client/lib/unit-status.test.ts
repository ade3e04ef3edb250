import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { PERIOD_KINDS } from '../../shared/domain/match-periods';
import {
  RESULT_STATUSES,
  SCHEDULE_STATUSES,
  type ResultStatus,
  type ScheduleStatus,
} from '../../shared/domain/statuses';
import { FAN_STATUSES, fanStatus, isLive } from './unit-status';

const dir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../locales');
const FEED_WORDS =
  /running|partial|intermediate|unconfirmed|provisional|start list|getting ready|interrupted/i;

/** The expected label of every schedule status (rows) for each result status (columns). */
const LIVE = { kind: 'sets', number: 3 } as const;
const flowing = (r: ResultStatus) => r === 'LIVE' || r === 'INTERMEDIATE' || r === 'PARTIAL';
const ahead = (label: string) => (r: ResultStatus) =>
  r === 'OFFICIAL' ? 'final' : flowing(r) ? 'live' : label;
const EXPECTED: Record<ScheduleStatus, (r: ResultStatus) => string> = {
  UNSCHEDULED: ahead('upcoming'),
  SCHEDULED: ahead('upcoming'),
  GETTING_READY: ahead('soon'),
  RUNNING: (r) => (r === 'OFFICIAL' ? 'final' : 'live'),
  SCHEDULED_BREAK: (r) => (r === 'OFFICIAL' ? 'final' : 'break'),
  INTERRUPTED: (r) => (r === 'OFFICIAL' ? 'final' : 'suspended'),
  DELAYED: ahead('delayed'),
  POSTPONED: ahead('postponed'),
  RESCHEDULED: ahead('rescheduled'),
  CANCELLED: () => 'cancelled',
  FINISHED: (r) =>
    r === 'OFFICIAL'
      ? 'final'
      : r === 'START_LIST'
        ? 'ended'
        : r === 'PROTESTED'
          ? 'protested'
          : 'unofficial',
};

describe('fan status', () => {
  it('gives every pair of feed statuses one plain label', () => {
    for (const s of SCHEDULE_STATUSES)
      for (const r of RESULT_STATUSES) expect(fanStatus(s, r).status, `${s} + ${r}`).toBe(EXPECTED[s](r));
  });

  it('says the period only while the unit is on', () => {
    expect(fanStatus('RUNNING', 'PARTIAL', LIVE)).toEqual({ status: 'live', tone: 'live', period: LIVE });
    expect(fanStatus('INTERRUPTED', 'LIVE', LIVE).period).toEqual(LIVE);
    expect(fanStatus('SCHEDULED_BREAK', 'INTERMEDIATE', LIVE).period).toEqual(LIVE);
    expect(fanStatus('FINISHED', 'UNOFFICIAL', LIVE).period).toBeNull();
    expect(fanStatus('SCHEDULED', 'START_LIST', LIVE).period).toBeNull();
    expect(fanStatus('SCHEDULED', 'LIVE', LIVE).period).toEqual(LIVE);
  });

  it('marks trouble and finality by tone', () => {
    expect(fanStatus('CANCELLED', 'START_LIST').tone).toBe('danger');
    expect(fanStatus('FINISHED', 'OFFICIAL').tone).toBe('success');
    expect(fanStatus('INTERRUPTED', 'LIVE').tone).toBe('warning');
    expect(fanStatus('FINISHED', 'UNCONFIRMED').tone).toBe('warning');
  });

  it('is translated in all four languages, in plain words, with every period', () => {
    for (const tag of ['en-US', 'es-ES', 'pt-PT', 'az-AZ']) {
      const texts = JSON.parse(fs.readFileSync(path.join(dir, tag, 'live.json'), 'utf8')) as {
        fanStatus: Record<string, string> & { period: Record<string, string> };
      };
      for (const s of FAN_STATUSES) {
        expect(texts.fanStatus[s], `${tag} ${s}`).toBeTruthy();
        expect(texts.fanStatus[s], `${tag} ${s}`).not.toMatch(FEED_WORDS);
      }
      for (const k of PERIOD_KINDS) expect(texts.fanStatus.period[k], `${tag} ${k}`).toContain('{{number}}');
      expect(texts.fanStatus.withPeriod).toContain('{{period}}');
    }
  });

  it('knows which units are on now', () => {
    expect(isLive('RUNNING')).toBe(true);
    expect(isLive('SCHEDULED_BREAK')).toBe(true);
    expect(isLive('FINISHED')).toBe(false);
  });
});
