import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { RESULT_STATUSES, SCHEDULE_STATUSES } from '../../shared/domain/statuses';
import { isLive, resultChip, scheduleChip, STATUS_TEXTS, unitChips } from './unit-status';

const dir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../locales');

describe('status chips', () => {
  it('has a tone for every ScheduleStatus, ResultStatus and PROGRAMED_PAUSE', () => {
    for (const s of SCHEDULE_STATUSES) expect(scheduleChip(s).key).toBe(`status.schedule.${s}`);
    for (const s of RESULT_STATUSES) expect(resultChip(s).key).toBe(`status.result.${s}`);
    expect(scheduleChip('PROGRAMED_PAUSE').tone).toBe('warning');
    expect(resultChip('PROTESTED').tone).toBe('danger');
    expect(scheduleChip('RUNNING').tone).toBe('live');
    expect(resultChip('OFFICIAL').tone).toBe('success');
    expect(STATUS_TEXTS).toContain('PROGRAMED_PAUSE');
  });

  it('is translated in all four languages, PROGRAMED_PAUSE and PROTESTED included', () => {
    for (const tag of ['en-US', 'es-ES', 'pt-PT', 'az-AZ']) {
      const texts = JSON.parse(fs.readFileSync(path.join(dir, tag, 'schedule.json'), 'utf8')) as {
        status: { schedule: Record<string, string>; result: Record<string, string> };
      };
      for (const s of [...SCHEDULE_STATUSES, 'PROGRAMED_PAUSE'])
        expect(texts.status.schedule[s], `${tag} ${s}`).toBeTruthy();
      for (const s of RESULT_STATUSES) expect(texts.status.result[s], `${tag} ${s}`).toBeTruthy();
    }
  });

  it('shows what a reader needs and no repetition', () => {
    const keys = (s: Parameters<typeof unitChips>[0], r: Parameters<typeof unitChips>[1]) =>
      unitChips(s, r).map((c) => c.status);
    expect(keys('FINISHED', 'OFFICIAL')).toEqual(['OFFICIAL']);
    expect(keys('FINISHED', 'PROTESTED')).toEqual(['PROTESTED']);
    expect(keys('SCHEDULED', 'START_LIST')).toEqual(['SCHEDULED']);
    expect(keys('RUNNING', 'LIVE')).toEqual(['LIVE']);
    expect(keys('RUNNING', 'INTERMEDIATE')).toEqual(['RUNNING', 'INTERMEDIATE']);
    expect(keys('INTERRUPTED', 'LIVE')).toEqual(['INTERRUPTED', 'LIVE']);
    expect(keys('CANCELLED', 'START_LIST')).toEqual(['CANCELLED']);
    expect(keys('FINISHED', 'START_LIST')).toEqual(['FINISHED']);
  });

  it('knows which units are on now', () => {
    expect(isLive('RUNNING')).toBe(true);
    expect(isLive('SCHEDULED_BREAK')).toBe(true);
    expect(isLive('FINISHED')).toBe(false);
  });
});
