import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ImportAnswer } from '../../../shared/contracts/import';
import { athletes, events } from '../../db/schema';
import { importTestApp } from './import-test-app';

const { db, send } = await importTestApp();
const counts = (answer: ImportAnswer) => answer.counts.find((c) => c.kind === 'events');
const stored = async (code: string) => (await db.select().from(events).where(eq(events.code, code)))[0];

describe("a delegation's consent to a minor's photo from the import", () => {
  it('sets it from the optional column and keeps it when a sheet has none', async () => {
    const [any] = await db.select().from(athletes).limit(1);
    const head = 'BIB,Given name,Family name,Gender,Date of birth,Delegation,Discipline';
    const line = [
      any!.bib,
      any!.givenName,
      any!.familyName,
      any!.gender,
      any!.birthDate,
      any!.delegationCode,
    ];
    const row = [...line, any!.disciplineCode].join(',');
    const withConsent = await send('apply', Buffer.from(`${head},Photo consent\n${row},yes\n`), 'a.csv');
    expect(withConsent.problems).toEqual([]);
    expect((await db.select().from(athletes).where(eq(athletes.id, any!.id)))[0]!.photoConsent).toBe(true);
    await send('apply', Buffer.from(`${head}\n${row}\n`), 'a.csv');
    expect((await db.select().from(athletes).where(eq(athletes.id, any!.id)))[0]!.photoConsent).toBe(true);
  });
});

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
