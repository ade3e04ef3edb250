import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../test/helper';
import { writeGames } from '../demo-data';
import { FINAL, tinyGames } from '../test/test-games';
import { readXmlOffThread } from './xml-thread';

const KEY = 'test-ingest-key-0123456789';
const app = await build({ INGEST_API_KEY: KEY });

beforeAll(async () => {
  await writeGames(app.database.db, tinyGames());
});

const header = (type = 'DT_RESULT', extra = '') =>
  `<?xml version="1.0" encoding="UTF-8"?><OdfBody CompetitionCode="YG2026" DocumentCode="${FINAL}" DocumentType="${type}" Version="7" ResultStatus="LIVE" Date="2026-07-14" Time="183012345" LogicalDate="2026-07-14" Source="SWMRES1" FeedFlag="P"${extra}>`;
const result = (competitor: string) =>
  `${header()}<Competition><Result SortOrder="1" StartOrder="1">${competitor}</Result></Competition></OdfBody>`;

const post = (xml: string) =>
  app.inject({
    method: 'POST',
    url: '/api/ingest/odf',
    payload: xml,
    headers: { 'content-type': 'application/xml', 'x-api-key': KEY },
  });

/** Runs `work` and reports the longest time the event loop could not run a 5 ms timer. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ value: T; stallMs: number }> {
  let last = performance.now();
  let worst = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
  }, 5);
  try {
    const value = await work();
    worst = Math.max(worst, performance.now() - last);
    return { value, stallMs: worst };
  } finally {
    clearInterval(timer);
  }
}

const manyAttributes = (n: number) => Array.from({ length: n }, (_, i) => ` a${i}="1"`).join('');

describe('ODF messages no results system sends', () => {
  it('refuses a NUL character in an attribute with 400 and the reason, never a 500', async () => {
    const res = await post(result('<Competitor Code="1000\u0000001" Type="A" Organisation="BRA"/>'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ODF_REJECTED' });
    expect(res.json().message).toMatch(/NUL character/);
  });

  it('refuses 300,000 attributes on one element quickly with 413, without stalling other requests', async () => {
    const xml = result(`<Competitor Code="1000001" Type="A" Organisation="BRA"${manyAttributes(300_000)}/>`);
    expect(xml.length).toBeGreaterThan(3_000_000);
    const { value: res, stallMs } = await longestStall(() => post(xml));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/more than 100 attributes/);
    expect(stallMs).toBeLessThan(500);
  });

  it('refuses more elements than any ODF message has with 413', async () => {
    const xml = `${header()}<Competition>${'<a/>'.repeat(250_000)}</Competition></OdfBody>`;
    const res = await post(xml);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/more than 200000 elements/);
  });

  it('parses a large message of ordinary shape off the event loop', async () => {
    const rows = Array.from(
      { length: 30_000 },
      (_, i) =>
        `<Result SortOrder="${i + 1}" StartOrder="${i + 1}" Rank="${i + 1}" Result="1:0${i % 10}.00" IRM="" QualificationMark="" Diff="+0.0" Points="0" Score="0" Bib="${i}"/>`,
    ).join('');
    const xml = `${header()}<Competition>${rows}</Competition></OdfBody>`;
    const { value: res, stallMs } = await longestStall(() => post(xml));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400); // Results without a Competitor: refused, but read first
    expect(stallMs).toBeLessThan(500);
  });

  it('accepts the shape of an olympic-size DT_PARTIC (15,000 people)', async () => {
    const people = Array.from(
      { length: 15_000 },
      (_, i) =>
        `<Participant Code="${2_000_000 + i}" Parent="${2_000_000 + i}" Status="ACTIVE" GivenName="Given${i}" FamilyName="Family${i}" PrintName="FAMILY${i} Given" Gender="W" Organisation="BRA" BirthDate="2011-03-02" Height="170" Weight="60" PlaceofBirth="Somewhere" Nationality="BRA" MainFunctionId="AA01" Current="true"><Discipline Code="SWM" IFId="X${i}"><RegisteredEvent Event="SWMW100MFR------------" Bib="${i}"/><RegisteredEvent Event="SWMW200MFR------------" Bib="${i}"/></Discipline></Participant>`,
    ).join('');
    const xml = `${header('DT_PARTIC')}<Competition>${people}</Competition></OdfBody>`;
    const read = await readXmlOffThread(xml);
    expect(read.reason).toBeUndefined();
    expect(read.json).toBeDefined();
  });
});
