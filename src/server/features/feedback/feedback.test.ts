import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { UserType } from '../../../shared/contracts/auth';
import { FEEDBACK_PER_WINDOW, type FeedbackList } from '../../../shared/contracts/feedback';
import { feedback } from '../../db/schema';
import { testAccounts } from '../../test/accounts';
import { build } from '../../test/helper';
import { csvCell } from './csv';

const app = await build();
const db = app.database.db;

const accounts = testAccounts(app);
/** A bearer header for a user of this type (created and logged in once). */
const as = (type: UserType, username = `fb-${type}`) => accounts(type, username);

const send = (headers: Record<string, string>, payload: unknown, language = 'en-US') =>
  app.inject({
    method: 'POST',
    url: '/api/feedback',
    payload: payload as object,
    headers: { ...headers, 'accept-language': language },
  });
const stored = async () => (await db.select().from(feedback)).length;

beforeEach(async () => {
  await db.execute(sql`truncate feedback restart identity`);
});

describe('sending feedback', () => {
  it('needs a signed-in user', async () => {
    const res = await send({}, { sentiment: 'happy', suggestion: 'A fine app indeed' });
    expect(res.statusCode).toBe(401);
    expect(await stored()).toBe(0);
  });

  it('stores a sentiment and a suggestion and thanks the sender', async () => {
    const res = await send(await as('user'), { sentiment: 'happy', suggestion: '  More maps, please!  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Thank you for your feedback!' });
    const [row] = await db.select().from(feedback);
    expect(row).toMatchObject({ sentiment: 'happy', suggestion: 'More maps, please!' });
  });

  it.each([
    [{ suggestion: 'Long enough text' }, 'sentiment', 'Please select how you feel about the app'],
    [{ sentiment: 'angry', suggestion: 'Long enough text' }, 'sentiment', 'Invalid sentiment'],
    [{ sentiment: 'sad' }, 'suggestion', 'Please enter your suggestion'],
    [{ sentiment: 'sad', suggestion: '   ' }, 'suggestion', 'Please enter your suggestion'],
    [
      { sentiment: 'sad', suggestion: 'too short' },
      'suggestion',
      'Your suggestion must be at least 10 characters',
    ],
    [
      { sentiment: 'sad', suggestion: 'x'.repeat(2001) },
      'suggestion',
      'Your suggestion may be at most 2000 characters',
    ],
  ])('refuses %j with the message under %s, storing nothing', async (body, field, message) => {
    const res = await send(await as('user'), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(res.json().message).toContain(message);
    expect(await stored()).toBe(0);
  });

  it('answers the messages in the reader’s language', async () => {
    const res = await send(await as('user'), { sentiment: 'meh', suggestion: 'curta' }, 'es');
    expect(res.json().fields).toEqual({
      sentiment: 'Sentimiento no válido',
      suggestion: 'Tu sugerencia debe tener al menos 10 caracteres',
    });
  });

  it(`takes ${FEEDBACK_PER_WINDOW} suggestions a day per account, then a 429 with its own message`, async () => {
    const me = await as('user', 'fb-chatty');
    for (let i = 0; i < FEEDBACK_PER_WINDOW; i++) {
      expect(
        (await send(me, { sentiment: 'neutral', suggestion: `Suggestion number ${i}` })).statusCode,
      ).toBe(200);
    }
    const refused = await send(me, { sentiment: 'neutral', suggestion: 'One suggestion too many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'FEEDBACK_LIMIT',
      message: 'You have reached the limit of 5 suggestions a day. Please try again later.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored()).toBe(FEEDBACK_PER_WINDOW);
    const pt = await send(me, { sentiment: 'neutral', suggestion: 'Mais uma sugestão' }, 'pt-PT');
    expect(pt.json().message).toBe('Atingiu o limite de 5 sugestões por dia. Tente novamente mais tarde.');
    // Another account is not held back, and a day later the first one may send again.
    expect(
      (await send(await as('user', 'fb-other'), { sentiment: 'sad', suggestion: 'My own opinion' }))
        .statusCode,
    ).toBe(200);
    await db.execute(sql`update feedback set created_at = created_at - interval '25 hours'`);
    expect((await send(me, { sentiment: 'happy', suggestion: 'Back again tomorrow' })).statusCode).toBe(200);
  });
});

describe('what the organisers read', () => {
  const seed = async () => {
    const me = await as('athlete');
    for (const [sentiment, suggestion] of [
      ['happy', 'Great results pages'],
      ['happy', 'Love the medal table'],
      ['sad', '=HYPERLINK("http://evil.example","click")'],
      ['neutral', '+cmd|calc, "quoted", and\nnew line'],
    ] as const) {
      expect((await send(me, { sentiment, suggestion })).statusCode).toBe(200);
    }
  };

  it('refuses visitors (401) and users who are not admins (403)', async () => {
    for (const url of ['/api/admin/feedback', '/api/admin/feedback.csv']) {
      expect((await app.inject({ url })).statusCode).toBe(401);
      expect((await app.inject({ url, headers: await as('user') })).statusCode).toBe(403);
      expect((await app.inject({ url, headers: await as('coach') })).statusCode).toBe(403);
    }
  });

  it('lists the feedback newest first, paged, with the count of each sentiment', async () => {
    await seed();
    const admin = await as('admin');
    const res = await app.inject({ url: '/api/admin/feedback?pageSize=3', headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as FeedbackList;
    expect(list.counts).toEqual({ happy: 2, neutral: 1, sad: 1 });
    expect(list).toMatchObject({ total: 4, page: 1, page_size: 3 });
    expect(list.items.map((i) => i.sentiment)).toEqual(['neutral', 'sad', 'happy']);
    expect(list.items[0]).toMatchObject({ username: 'fb-athlete' });
    expect(res.body).not.toContain('example.org');
    const second = (
      await app.inject({ url: '/api/admin/feedback?pageSize=3&page=2', headers: admin })
    ).json();
    expect(second.items.map((i: { suggestion: string }) => i.suggestion)).toEqual(['Great results pages']);
    const happy = (await app.inject({ url: '/api/admin/feedback?sentiment=happy', headers: admin })).json();
    expect(happy.total).toBe(2);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('exports CSV whose formula-like cells are neutralised and quoted', async () => {
    await seed();
    const res = await app.inject({ url: '/api/admin/feedback.csv', headers: await as('admin') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('feedback.csv');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"id","created_at","username","sentiment","suggestion"');
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(res.body).toContain(`"'+cmd|calc, ""quoted"", and\nnew line"`);
    expect(res.body).not.toMatch(/(^|,)"[=+\-@]/m);
  });

  it('neutralises every cell that a spreadsheet would run', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    expect(csvCell('plain, "text"')).toBe('"plain, ""text"""');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(12)).toBe('"12"');
  });
});
