import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ImportAnswer } from '../../../shared/contracts/import';
import { events } from '../../db/schema';
import { importTestApp } from './import-test-app';

const { db, send } = await importTestApp();
const counts = (answer: ImportAnswer) => answer.counts.find((c) => c.kind === 'events');
const stored = async (code: string) => (await db.select().from(events).where(eq(events.code, code)))[0];

describe('event names per language from the import', () => {
  it('fills them from the optional language columns and keeps them when a sheet has none', async () => {
    const csv = [
      'Event code,Discipline,Gender,Name,Name (Spanish),Name (Azerbaijani)',
      'SWMWNAMES,SWM,W,50m backstroke · Women,50 m espalda · Femenino,50 m arxası üstə · Qadınlar',
    ].join('\n');
    const first = await send('apply', Buffer.from(csv), 'events.csv');
    expect(first.problems).toEqual([]);
    expect(counts(first)).toMatchObject({ created: 1 });
    const code = 'SWMWNAMES'.padEnd(22, '-');
    expect((await stored(code))!.names).toEqual({
      es: '50 m espalda · Femenino',
      az: '50 m arxası üstə · Qadınlar',
    });
    // The same file changes nothing; the names stay when a later sheet has no language columns.
    expect(counts(await send('preview', Buffer.from(csv), 'events.csv'))).toMatchObject({ unchanged: 1 });
    const plain = 'Event code,Discipline,Gender,Name\nSWMWNAMES,SWM,W,50m backstroke · Women\n';
    expect(counts(await send('apply', Buffer.from(plain), 'events.csv'))).toMatchObject({ unchanged: 1 });
    expect((await stored(code))!.names.az).toBe('50 m arxası üstə · Qadınlar');
  });
});
