import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { sql } from 'drizzle-orm';
import { fixture, ingestTestApp } from './ingest-test-support';

const { db, post, snapshot } = await ingestTestApp();

describe('ODF ingest: authentication and transport', () => {
  it('refuses a request without a key or with a wrong one', async () => {
    const xml = fixture('dt-partic-update.xml');
    expect((await post(xml, { 'x-api-key': '' })).statusCode).toBe(401);
    const wrong = await post(xml, { 'x-api-key': 'not-the-key-at-all' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INGEST_UNAUTHORIZED');
  });

  it('answers in the request language', async () => {
    const res = await post('<nope', { 'accept-language': 'pt-PT' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^A mensagem ODF foi recusada: /);
  });
});

describe('refused messages write nothing', () => {
  const cases: [string, string, RegExp][] = [
    ['malformed XML', fixture('malformed.xml'), /malformed XML/],
    ['an unknown competitor', fixture('unknown-competitor.xml'), /unknown athlete 9999999/],
    [
      'an unknown unit',
      fixture('dt-result-live.xml')
        .replace(/FNL-000100--/g, 'FNL-000900--')
        .replace('Version="1"', 'Version="5"'),
      /unknown unit SWMW100MFR------------FNL-000900--/,
    ],
    [
      'an unknown DocumentType',
      fixture('dt-pdf.xml').replace('DT_PDF', 'DT_WEATHER'),
      /DocumentType DT_WEATHER/,
    ],
    ['an unknown competition', fixture('dt-pdf.xml').replace('YG2026', 'XX1999'), /CompetitionCode XX1999/],
    [
      'a bad status',
      fixture('dt-result-live.xml').replace('"LIVE"', '"DONE"').replace('Version="1"', 'Version="7"'),
      /ResultStatus/,
    ],
    [
      'a DOCTYPE',
      `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]>${fixture('dt-pdf.xml').slice(38)}`,
      /DOCTYPE/,
    ],
    ['a missing Version', fixture('dt-pdf.xml').replace(' Version="1"', ''), /mandatory attributes Version/],
  ];
  it.each(cases)('%s → 400 with the reason', async (_name, xml, reason) => {
    const before = await snapshot();
    const res = await post(xml);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('ODF_REJECTED');
    expect(res.json().message).toMatch(reason);
    expect(await snapshot()).toBe(before);
  });

  it('a test message (FeedFlag T) is checked but never published', async () => {
    const before = await snapshot();
    const xml = fixture('dt-schedule-update.xml')
      .replace('FeedFlag="P"', 'FeedFlag="T"')
      .replace('RUNNING', 'FINISHED');
    const res = await post(xml);
    expect(res.json()).toMatchObject({ outcome: 'test', topics: [] });
    expect(await snapshot()).toBe(before);
  });

  it('a body over 10 MB is refused', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 'a');
    expect((await post(big)).statusCode).toBe(413);
    const bomb = gzipSync(Buffer.alloc(11 * 1024 * 1024, ' '));
    expect((await post(bomb)).statusCode).toBe(413);
  });

  it('keeps a log of refusals', async () => {
    for (const [name, xml] of cases) expect((await post(xml)).statusCode, name).toBe(400);
    const rows = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ingest_log where outcome = 'rejected'`,
    );
    expect(rows[0]!.n).toBe(cases.length);
  });
});
