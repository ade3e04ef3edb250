import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ANSWER_GRACE_SECONDS, triviaFieldsSchema } from '../../../shared/contracts/trivia';
import { contentInputSchema } from '../../../shared/contracts/content';
import { triviaAttempts, users } from '../../db/schema';
import { buildWithDataDir, caller } from '../../test/accounts';
import { loadConfig } from '../../config';
import { signToken, tokenOf, verifyToken } from './token';

const { app, dataDir } = await buildWithDataDir();
const call = caller(app);
const db = app.database.db;

const words = (en: string) => ({ en, es: `${en} (es)`, pt: '', az: '' });
const question = (id: string, correct: string) => ({
  id,
  text: words(`Question ${id}`),
  answers: ['a', 'b', 'c'].map((a) => ({ id: a, text: words(`Answer ${a}`), correct: a === correct })),
});
const trivia = (title: string, extra: Record<string, unknown> = {}) => ({
  kind: 'trivia',
  published: true,
  translations: { en: { title, text: `About ${title}` } },
  fields: {
    time_limit_minutes: 5,
    author: 'Organising committee',
    discipline: 'ATH',
    type: 'sport',
    points_per_question: 1000,
    questions: [question('q1', 'a'), question('q2', 'b'), question('q3', 'c')],
    ...extra,
  },
});

async function create(body: object = trivia('Athletics')) {
  const res = await call('admin', 'POST', '/api/admin/content', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}
async function posterOf(id: number) {
  const res = await call('admin', 'GET', `/api/admin/trivia/${id}/poster`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { token: string; url: string; posterVersion: number };
}
async function unlocked(type: 'user' | 'athlete' | 'coach' | 'staff' | 'volunteer' | 'referee', id: number) {
  const { url } = await posterOf(id);
  const res = await call(type, 'POST', '/api/trivia/unlock', { code: url });
  expect(res.statusCode, res.body).toBe(200);
}
const userId = async (username: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
const pointsOf = async (username: string) =>
  (await db.select({ points: users.points }).from(users).where(eq(users.username, username)))[0]!.points;
const attemptsOf = async (username: string, triviaId: number) =>
  db
    .select()
    .from(triviaAttempts)
    .where(and(eq(triviaAttempts.userId, await userId(username)), eq(triviaAttempts.triviaId, triviaId)));

// Every test of the file can use this one trivia; tests needing a fresh state make their own.
let triviaId = 0;
beforeAll(async () => {
  triviaId = await create();
});

describe('trivia content kind', () => {
  it('requires exactly one correct answer per question, with the same schema the form uses', () => {
    const fields = trivia('x').fields;
    expect(triviaFieldsSchema.safeParse(fields).success).toBe(true);
    const none = { ...fields, questions: [{ ...question('q1', 'none') }] };
    const two = {
      ...fields,
      questions: [
        {
          ...question('q1', 'a'),
          answers: question('q1', 'a').answers.map((a) => ({ ...a, correct: true })),
        },
      ],
    };
    for (const bad of [none, two]) {
      const parsed = triviaFieldsSchema.safeParse(bad);
      expect(parsed.success).toBe(false);
      expect(parsed.error!.issues.map((i) => i.message)).toContain('triviaOneCorrect');
    }
    const oneAnswer = {
      ...fields,
      questions: [{ ...question('q1', 'a'), answers: question('q1', 'a').answers.slice(0, 1) }],
    };
    expect(triviaFieldsSchema.safeParse(oneAnswer).success).toBe(false);
    expect(contentInputSchema.safeParse(trivia('ok')).success).toBe(true);
  });

  it('refuses a trivia with two correct answers at the API (400), storing nothing', async () => {
    const bad = trivia('Two right', {
      questions: [
        {
          ...question('q1', 'a'),
          answers: question('q1', 'a').answers.map((a) => ({ ...a, correct: true })),
        },
      ],
    });
    const res = await call('admin', 'POST', '/api/admin/content', bad);
    expect(res.statusCode).toBe(400);
    const list = await call('admin', 'GET', '/api/admin/content?kind=trivia');
    expect(
      list.json().items.map((i: { translations: { en: { title: string } } }) => i.translations.en.title),
    ).not.toContain('Two right');
  });

  it('keeps the poster version when a form saves the item (a withdrawn poster stays withdrawn)', async () => {
    const id = await create(trivia('Kept version'));
    await call('admin', 'POST', `/api/admin/trivia/${id}/poster/withdraw`);
    const res = await call(
      'admin',
      'PUT',
      `/api/admin/content/${id}`,
      trivia('Kept version', { poster_version: 1 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fields.poster_version).toBe(2);
  });
});

describe('poster codes', () => {
  it('signs and verifies; any altered part is refused', () => {
    const secret = Buffer.alloc(32, 7);
    const token = signToken(secret, 12, 3);
    expect(verifyToken(secret, token)).toEqual({ triviaId: 12, posterVersion: 3 });
    const [v, id, version, mac] = token.split('.');
    expect(verifyToken(secret, [v, '13', version, mac].join('.'))).toBeNull();
    expect(verifyToken(secret, [v, id, '4', mac].join('.'))).toBeNull();
    const flipped = mac!.slice(0, -1) + (mac!.endsWith('A') ? 'B' : 'A');
    expect(verifyToken(secret, [v, id, version, flipped].join('.'))).toBeNull();
    expect(verifyToken(Buffer.alloc(32, 8), token)).toBeNull();
    expect(tokenOf(`https://games.example/qr-scan?code=${encodeURIComponent(token)}`)).toBe(token);
    expect(tokenOf('not a code')).toBe('');
  });

  it('refuses a short TRIVIA_QR_SECRET without showing it', () => {
    expect(() => loadConfig({ TRIVIA_QR_SECRET: 'short-poster-key' })).toThrow(/TRIVIA_QR_SECRET/);
    expect(() => loadConfig({ TRIVIA_QR_SECRET: 'short-poster-key' })).not.toThrow(/short-poster-key/);
  });

  it('keeps a generated secret in DATA_DIR, readable by its owner only', () => {
    const file = path.join(dataDir, 'trivia-qr-secret');
    expect(fs.statSync(file).mode & 0o077).toBe(0);
  });

  it('answers the poster to admins only, with the scan address', async () => {
    expect((await call('user', 'GET', `/api/admin/trivia/${triviaId}/poster`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/api/admin/trivia/${triviaId}/poster`)).statusCode).toBe(401);
    expect((await call('user', 'POST', `/api/admin/trivia/${triviaId}/poster/withdraw`)).statusCode).toBe(
      403,
    );
    const { url, token, posterVersion } = await posterOf(triviaId);
    expect(posterVersion).toBe(1);
    expect(url).toMatch(/\/qr-scan\?code=v1\./);
    expect(tokenOf(url)).toBe(token);
  });

  it('unlocks with the token or the whole address; a guessed or altered code is refused (400)', async () => {
    const { token } = await posterOf(triviaId);
    const forged = signToken(Buffer.alloc(32, 1), triviaId, 1);
    for (const code of [forged, token.slice(0, -2) + 'xx', `v1.${triviaId}.1.guess`, 'hello']) {
      const res = await call('referee', 'POST', '/api/trivia/unlock', { code });
      expect(res.statusCode, code).toBe(400);
      expect(res.json().code).toBe('trivia.invalidCode');
    }
    const list = await call('referee', 'GET', '/api/trivia');
    expect(list.json().items.find((i: { id: number }) => i.id === triviaId).unlocked).toBe(false);
    const ok = await call('referee', 'POST', '/api/trivia/unlock', { code: token });
    expect(ok.json()).toEqual({ triviaId });
  });

  it('refuses a withdrawn poster with its own answer (410); the new one works', async () => {
    const id = await create(trivia('Withdrawn'));
    const old = await posterOf(id);
    const withdrawn = await call('admin', 'POST', `/api/admin/trivia/${id}/poster/withdraw`);
    expect(withdrawn.json().posterVersion).toBe(2);
    const res = await call('staff', 'POST', '/api/trivia/unlock', { code: old.url });
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('trivia.posterWithdrawn');
    expect(
      (await call('staff', 'POST', '/api/trivia/unlock', { code: withdrawn.json().url })).statusCode,
    ).toBe(200);
  });
});

describe('answering', () => {
  it('needs a login, and an unlock before opening (403)', async () => {
    expect((await call(null, 'GET', '/api/trivia')).statusCode).toBe(401);
    const res = await call('volunteer', 'POST', `/api/trivia/${triviaId}/start`);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('trivia.locked');
  });

  it('records the start once and never sends which answer is right', async () => {
    await unlocked('user', triviaId);
    const first = await call('user', 'POST', `/api/trivia/${triviaId}/start`);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(JSON.stringify(body)).not.toMatch(/correct/);
    expect(body.questions[0].answers[0]).toEqual({
      id: 'a',
      text: expect.objectContaining({ en: 'Answer a' }),
    });
    expect(Date.parse(body.deadline) - Date.parse(body.startedAt)).toBe(5 * 60_000);
    const again = await call('user', 'POST', `/api/trivia/${triviaId}/start`);
    expect(again.json().startedAt).toBe(body.startedAt);
    expect(again.json().deadline).toBe(body.deadline);
    expect(await attemptsOf('test-user', triviaId)).toHaveLength(1);
  });

  it('marks the answers, adds the points to the visitor, and refuses a second answer (409)', async () => {
    const before = await pointsOf('test-user');
    const res = await call('user', 'POST', `/api/trivia/${triviaId}/answers`, {
      answers: { q1: 'a', q2: 'b', q3: 'a', nope: 'a' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ correct: 2, total: 3, points: 2000, totalPoints: before + 2000 });
    expect(await pointsOf('test-user')).toBe(before + 2000);

    const again = await call('user', 'POST', `/api/trivia/${triviaId}/answers`, {
      answers: { q1: 'a', q2: 'b', q3: 'c' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'trivia.alreadyAnswered',
      message: 'You have already answered this trivia',
    });
    expect(await pointsOf('test-user')).toBe(before + 2000);
    const reopen = await call('user', 'POST', `/api/trivia/${triviaId}/start`);
    expect(reopen.statusCode).toBe(409);
    const item = (await call('user', 'GET', `/api/trivia/${triviaId}`)).json();
    expect(item).toMatchObject({ answered: true, unlocked: true, points: 2000, questionCount: 3 });
  });

  it('records one of two simultaneous answers and adds the points once', async () => {
    const id = await create(trivia('Race'));
    await unlocked('athlete', id);
    await call('athlete', 'POST', `/api/trivia/${id}/start`);
    const before = await pointsOf('test-athlete');
    const all = { answers: { q1: 'a', q2: 'b', q3: 'c' } };
    const [one, two] = await Promise.all([
      call('athlete', 'POST', `/api/trivia/${id}/answers`, all),
      call('athlete', 'POST', `/api/trivia/${id}/answers`, all),
    ]);
    expect([one!.statusCode, two!.statusCode].toSorted()).toEqual([200, 409]);
    expect(await pointsOf('test-athlete')).toBe(before + 3000);
    const attempts = await attemptsOf('test-athlete', id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!.points).toBe(3000);
  });

  it('refuses answers after the deadline and its grace (422), changing nothing', async () => {
    const id = await create(trivia('Late'));
    await unlocked('coach', id);
    await call('coach', 'POST', `/api/trivia/${id}/start`);
    const late = 5 * 60 + ANSWER_GRACE_SECONDS + 1;
    await db
      .update(triviaAttempts)
      .set({ startedAt: sql`now() - make_interval(secs => ${late})` })
      .where(eq(triviaAttempts.triviaId, id));
    const before = await pointsOf('test-coach');
    const res = await call(
      'coach',
      'POST',
      `/api/trivia/${id}/answers`,
      { answers: { q1: 'a' } },
      { 'accept-language': 'es' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('trivia.timeUp');
    expect(res.json().message).toMatch(/Se acabó el tiempo/);
    expect(await pointsOf('test-coach')).toBe(before);
    expect((await attemptsOf('test-coach', id))[0]!.submittedAt).toBeNull();

    // Within the grace the answer is still taken.
    await db
      .update(triviaAttempts)
      .set({ startedAt: sql`now() - make_interval(secs => ${5 * 60 + 1})` })
      .where(eq(triviaAttempts.triviaId, id));
    expect(
      (await call('coach', 'POST', `/api/trivia/${id}/answers`, { answers: { q1: 'a' } })).statusCode,
    ).toBe(200);
  });

  it('refuses answers sent before opening (409), and lists only published trivia', async () => {
    const id = await create(trivia('Not opened'));
    await unlocked('volunteer', id);
    const res = await call('volunteer', 'POST', `/api/trivia/${id}/answers`, { answers: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('trivia.notStarted');
    const draft = await create({ ...trivia('Draft'), published: false });
    const items = (await call('volunteer', 'GET', '/api/trivia')).json().items as { id: number }[];
    expect(items.map((i) => i.id)).toContain(id);
    expect(items.map((i) => i.id)).not.toContain(draft);
    expect((await call('volunteer', 'POST', `/api/trivia/${draft}/start`)).statusCode).toBe(404);
  });
});
