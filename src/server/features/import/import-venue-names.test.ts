import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ImportAnswer } from '../../../shared/contracts/import';
import { venues } from '../../db/schema';
import { importTestApp } from './import-test-app';

const { app, db, send } = await importTestApp();
const counts = (answer: ImportAnswer) => answer.counts.find((c) => c.kind === 'venues');
const stored = async (code: string) => (await db.select().from(venues).where(eq(venues.code, code)))[0];

describe('venue names per language from the import', () => {
  it('fills the names from the language columns, leaves them alone without them, and reads them back', async () => {
    const csv = [
      'Code,Name,City,Latitude,Longitude,Name (Spanish),Name (Azerbaijani)',
      'STA,Stadium,Baku,40.43,49.92,Estadio,Stadion',
      'ARN,Sports Arena,Baku,40.41,49.87,,İdman Arenası',
    ].join('\n');
    const first = await send('apply', Buffer.from(csv), 'venues.csv');
    expect(first.problems).toEqual([]);
    expect(counts(first)).toMatchObject({ created: 1, updated: 1 });
    expect((await stored('STA'))!.names).toEqual({ es: 'Estadio', az: 'Stadion' });
    expect((await stored('ARN'))!.names).toEqual({ az: 'İdman Arenası' });
    const read = await app.inject({ method: 'GET', url: '/api/venues/ARN' });
    expect(read.json().names).toEqual({
      en: 'Sports Arena',
      es: 'Sports Arena',
      pt: 'Sports Arena',
      az: 'İdman Arenası',
    });

    // The same file again changes nothing; a sheet without the columns keeps the names.
    expect(counts(await send('preview', Buffer.from(csv), 'venues.csv'))).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 2,
    });
    const plain = 'Code,Name,City,Latitude,Longitude\nSTA,Stadium,Baku,40.43,49.92\n';
    expect(counts(await send('apply', Buffer.from(plain), 'venues.csv'))).toMatchObject({ unchanged: 1 });
    expect((await stored('STA'))!.names).toEqual({ es: 'Estadio', az: 'Stadion' });
  });
});
