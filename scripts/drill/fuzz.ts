// npm run drill -- fuzz
// At least 20,000 requests generated from the OpenAPI document of a server seeded with the youth
// games: every operation with valid, boundary and invalid values of each parameter and JSON
// body field (see fuzz-cases.ts), as nobody, with a bad token, as a user and as an admin. Passes
// with no 5xx answer, the server still up, and its memory flat over the second half of the run.
// 5xx answers are printed grouped by route and input, with the server's logged error.
// Env: DRILL_FUZZ_MIN (20000 requests at least), DRILL_FUZZ_CONCURRENCY (16).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {
  odfCases,
  operationCases,
  type Case,
  type Operation,
  type Parameter,
  type JsonSchema,
} from './fuzz-cases';
import {
  busiestDay,
  fmtMb,
  getJson,
  INGEST_KEY,
  launchServer,
  machineLine,
  main,
  request,
  resultXml,
  rssKb,
  tempDir,
  unitsWithField,
  type DrillResult,
} from './support';

const MIN_REQUESTS = Number(process.env.DRILL_FUZZ_MIN ?? 20_000);
const CONCURRENCY = Number(process.env.DRILL_FUZZ_CONCURRENCY ?? 16);
/** Routes that end or replace the caller's session: they get a throw-away one each time. */
const SESSION_ENDING = new Set(['POST /api/auth/logout', 'POST /api/auth/login', 'POST /api/auth/signup']);
const IDENTITIES = ['anonymous', 'bad token', 'user', 'admin'] as const;
type Identity = (typeof IDENTITIES)[number];

interface Outcome {
  status: number;
  error?: string;
}

function send(base: string, agent: http.Agent, c: Case, headers: Record<string, string>): Promise<Outcome> {
  return new Promise((resolve) => {
    const stream = c.op.path === '/api/live';
    const req = http.request(
      base + c.path,
      { method: c.op.method, agent: stream ? false : agent, headers: { ...c.headers, ...headers } },
      (res) => {
        const status = res.statusCode ?? 0;
        if (stream) {
          req.destroy(); // an open event stream: its head is the answer
          return resolve({ status });
        }
        res.resume();
        res.on('end', () => resolve({ status }));
        res.on('error', (err) => resolve({ status, error: err.message }));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', (err) => resolve({ status: 0, error: err.message }));
    req.end(c.body);
  });
}

/** The operations of the OpenAPI document, parameters and JSON body schema resolved. */
function operations(doc: {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }
    >
  >;
}): Operation[] {
  const ops: Operation[] = [];
  for (const [p, methods] of Object.entries(doc.paths)) {
    for (const [method, o] of Object.entries(methods)) {
      ops.push({
        method: method.toUpperCase(),
        path: p,
        parameters: o.parameters ?? [],
        body: o.requestBody?.content['application/json']?.schema,
      });
    }
  }
  return ops;
}

async function run(): Promise<DrillResult> {
  console.log(`fuzz drill on ${machineLine()}`);
  const dir = tempDir('fuzz');
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const { server, prepared } = await launchServer({ dataDir }, logFile, { sessions: 1200 });
  const base = server.base;

  // Real codes for "valid" values.
  const day = await busiestDay(base);
  const [unit] = await unitsWithField(base, 1);
  const { units } = await getJson<{ units: { code: string; event_code?: string }[] }>(
    base,
    `/api/schedule/days/${day}`,
  );
  const { events } = await getJson<{ events: { code: string }[] }>(base, '/api/disciplines/ATH/events');
  const athletes = (await getJson<{ items: { id: number }[] }>(base, '/api/athletes')).items;
  const delegations = (await getJson<{ items: { code: string }[] }>(base, '/api/delegations')).items;
  const teams = (await getJson<{ items: { code: string }[] }>(base, '/api/teams')).items;
  const samples = {
    day,
    'path.day': day,
    '/api/units/{code} code': units[0]!.code,
    '/api/units/{code}/corrections code': units[0]!.code,
    '/api/admin/units/{code} code': unit!.code,
    '/api/admin/units/{code}/status code': unit!.code,
    '/api/admin/units/{code}/start-list code': unit!.code,
    '/api/admin/units/{code}/results code': unit!.code,
    '/api/events/{code}/classification code': events[0]!.code,
    '/api/admin/events/{code}/medals/confirm code': events[0]!.code,
    '/api/teams/{code} code': teams[0]?.code ?? 'T1',
    '/api/disciplines/{code}/events code': 'ATH',
    '/api/schedule/disciplines/{code} code': 'ATH',
    '/api/athletes/{id} id': athletes[0]!.id,
    event: events[0]!.code,
    delegation: delegations[0]!.code,
    competitor_code: unit!.field[0]!.code,
    'competitor_code[]': unit!.field[0]!.code,
    competitor_type: unit!.field[0]!.type,
    username: 'fuzz-user',
    email: 'fuzz@example.com',
    cpf: '12345678',
    password: 'password-123',
    repeatPassword: 'password-123',
    token: 'a'.repeat(43),
    path: '/',
    code: 'ATH',
  };

  const doc = await getJson<Parameters<typeof operations>[0]>(base, '/api/docs/json');
  const ops = operations(doc);
  const perOp: Case[][] = ops.map((op) =>
    op.path === '/api/ingest/odf'
      ? odfCases(op, resultXml(unit!, 1_000), INGEST_KEY)
      : operationCases(op, samples),
  );
  let cases = perOp.flat();
  // Each case goes out once per identity; repeat the list until the minimum is reached.
  const rounds = Math.max(1, Math.ceil(MIN_REQUESTS / (cases.length * IDENTITIES.length)));
  cases = Array.from({ length: rounds }, () => cases).flat();
  const total = cases.length * IDENTITIES.length;
  console.log(
    `${ops.length} operations, ${perOp.flat().length} cases × ${IDENTITIES.length} identities × ${rounds} round(s) = ${total} requests, ${CONCURRENCY} at a time`,
  );

  const spare: Record<'user' | 'admin', string[]> = {
    user: prepared.userTokens.slice(1),
    admin: prepared.adminTokens.slice(1),
  };
  const auth = (c: Case, who: Identity): Record<string, string> | null => {
    if (who === 'anonymous') return {};
    if (who === 'bad token') return { authorization: 'Bearer not-a-session-token' };
    const ending = SESSION_ENDING.has(`${c.op.method} ${c.op.path}`);
    const token = ending
      ? spare[who].pop()
      : who === 'user'
        ? prepared.userTokens[0]
        : prepared.adminTokens[0];
    if (!token) return null; // throw-away sessions used up: skipped
    // Half the requests carry the session as the web does (cookie), half as the app (bearer).
    return c.label.length % 2 ? { cookie: `sid=${token}` } : { authorization: `Bearer ${token}` };
  };

  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const statuses = new Map<number, number>();
  const failures: { c: Case; who: Identity; status: number; error?: string }[] = [];
  let done = 0;
  let skipped = 0;
  const rss: { at: string; kb: number }[] = [{ at: 'start', kb: rssKb(server.pid) }];
  // Shuffled (seeded), so each part of the run has the same mix and the memory figures compare.
  const jobs = cases.flatMap((c) => IDENTITIES.map((who) => ({ c, who })));
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = jobs.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [jobs[i], jobs[j]] = [jobs[j]!, jobs[i]!];
  }
  let reusedSocket = 0;
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const { c, who } = jobs[next++]!;
      const headers = auth(c, who);
      if (!headers) {
        skipped += 1;
        continue;
      }
      let out = await send(base, agent, c, headers);
      if (out.status === 0) {
        // A kept-alive socket the server had just closed (after a 413 or 431, say): once more on
        // a new connection decides whether this input gets no answer.
        const again = await send(base, new http.Agent(), c, headers);
        if (again.status !== 0) reusedSocket += 1;
        out = again;
      }
      statuses.set(out.status, (statuses.get(out.status) ?? 0) + 1);
      if (out.status >= 500 || out.status === 0) failures.push({ c, who, ...out });
      done += 1;
      for (const part of [1, 2, 3]) {
        if (done === Math.floor((jobs.length * part) / 4))
          rss.push({ at: `${part * 25} %`, kb: rssKb(server.pid) });
      }
      if (done % 5000 === 0) console.log(`  ${done} requests, RSS ${fmtMb(rssKb(server.pid))}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  rss.push({ at: 'end', kb: rssKb(server.pid) });
  const alive = server.child.exitCode === null;
  const adminStill = alive
    ? (
        await request(base, {
          path: '/api/auth/me',
          headers: { authorization: `Bearer ${prepared.adminTokens[0]}` },
        })
      ).status
    : 0;

  // The server logs a 5xx's error without its URL: each failing input is sent once more, alone,
  // and the error logged meanwhile is its reason (this also shows that it reproduces).
  const reasons = new Map<(typeof failures)[number], string>();
  if (alive) {
    let offset = fs.statSync(logFile).size;
    const seen = new Map<string, string>();
    for (const f of failures) {
      const key = `${f.c.op.method} ${f.c.path} ${f.c.label} ${f.c.body === undefined ? '' : String(f.c.body).length}`;
      if (!seen.has(key)) {
        const headers = auth(f.c, f.who) ?? {};
        const again = await send(base, new http.Agent(), f.c, headers);
        await new Promise((r) => setTimeout(r, 50));
        const size = fs.statSync(logFile).size;
        const fd = fs.openSync(logFile, 'r');
        const chunk = Buffer.alloc(size - offset);
        fs.readSync(fd, chunk, 0, chunk.length, offset);
        fs.closeSync(fd);
        offset = size;
        const logged = chunk
          .toString('utf8')
          .split('\n')
          .map((line) => {
            try {
              const e = JSON.parse(line) as { err?: { message?: string; cause?: { message?: string } } };
              // Drizzle's message ends with the query's parameters and the database's reason.
              const last = e.err?.cause?.message ?? e.err?.message?.split('\n').at(-1);
              return last?.startsWith('params: ') ? `…${last.slice(-70)}` : last;
            } catch {
              return undefined;
            }
          })
          .find(Boolean);
        seen.set(key, `${logged ?? '(nothing logged)'}; again: ${again.status || again.error}`);
      }
      reasons.set(f, seen.get(key)!);
    }
  }
  const health = alive
    ? (await request(base, { path: '/api/health' }).catch(() => ({ status: 0 }))).status
    : 0;
  await server.stop();

  const groups = new Map<string, { n: number; who: Set<string>; example: string }>();
  for (const f of failures) {
    const reason = f.error ?? reasons.get(f) ?? '(server gone)';
    const key = `${f.status || 'no answer'} ${f.c.op.method} ${f.c.op.path} | ${f.c.label} | ${reason.slice(0, 160)}`;
    const g = groups.get(key) ?? { n: 0, who: new Set<string>(), example: f.c.path.slice(0, 160) };
    g.n += 1;
    g.who.add(f.who);
    groups.set(key, g);
  }
  const mid = rss.find((r) => r.at === '50 %')!.kb;
  const end = rss.at(-1)!.kb;
  const growth = end - mid;
  const flat = growth <= Math.max(32 * 1024, mid * 0.1);
  const lines = [
    '',
    `fuzz: ${done} requests in ${seconds.toFixed(0)} s (${Math.round(done / seconds)}/s), ${skipped} skipped (no throw-away session left)`,
    `  answers                  ${[...statuses]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s || 'none'}: ${n}`)
      .join(', ')}`,
    `  5xx or no answer         ${failures.length} in ${groups.size} groups (${reusedSocket} more got no answer on a reused socket and an answer on a new one)`,
    ...[...groups].map(([k, g]) => `    ${g.n} × ${k} [${[...g.who].join(', ')}] e.g. ${g.example}`),
    `  server                   ${alive ? `up, /api/health ${health}` : 'EXITED'}; admin session ${adminStill === 200 ? 'still valid' : `answered ${adminStill}`}`,
    `  server RSS               ${rss.map((r) => `${r.at} ${fmtMb(r.kb)}`).join(', ')}; second half ${growth >= 0 ? '+' : ''}${fmtMb(growth)} (${flat ? 'flat' : 'GROWING'})`,
  ];
  console.log(lines.join('\n'));
  const ok = failures.length === 0 && alive && health === 200 && flat && done >= MIN_REQUESTS;
  return {
    name: 'fuzz',
    ok,
    summary:
      `${done} requests on ${ops.length} operations: ${failures.length} 5xx/no answer in ${groups.size} groups, ` +
      `server ${alive ? 'up' : 'EXITED'}, RSS ${fmtMb(rss[0]!.kb)} → ${fmtMb(mid)} → ${fmtMb(end)}`,
  };
}

main('fuzz', run);
