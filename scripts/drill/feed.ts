// A results system for the drills: posts DT_RESULT messages at a fixed rate without waiting
// for answers (but with at most `maxInflight` unanswered, as a real feed holds a few
// connections: a tick that finds them all busy is skipped and counted), each unit's Version
// counting up, and remembers what was acknowledged.
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../src/server/db/client';
import { postOdf, resultXml, type FieldUnit } from './support';

export interface Sent {
  code: string;
  version: number;
  /** HTTP status, or 0 when the request failed (refused, reset, timed out). */
  status: number;
  outcome?: string;
  error?: string;
  /** When it was sent (performance.now()). */
  sentAt: number;
}

export class Feed {
  readonly sent: Sent[] = [];
  private versions = new Map<string, number>();
  private timer?: NodeJS.Timeout;
  private inflight = new Set<Promise<void>>();
  private agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  /** Ticks skipped because `maxInflight` messages were unanswered. */
  skipped = 0;
  private startedAt = 0;
  private stoppedAt = 0;

  constructor(
    private base: string,
    private units: FieldUnit[],
    private maxInflight = 32,
  ) {}

  start(perSecond: number): void {
    this.startedAt = performance.now();
    this.timer = setInterval(() => {
      if (this.inflight.size >= this.maxInflight) this.skipped += 1;
      else void this.postOne();
    }, 1000 / perSecond);
  }

  /** Messages posted per second while running. */
  get rate(): number {
    return this.sent.length / (((this.stoppedAt || performance.now()) - this.startedAt) / 1000);
  }

  postOne(): Promise<void> {
    const unit = this.units[this.sent.length % this.units.length]!;
    const version = (this.versions.get(unit.code) ?? 0) + 1;
    this.versions.set(unit.code, version);
    const entry: Sent = { code: unit.code, version, status: 0, sentAt: performance.now() };
    this.sent.push(entry);
    const p = postOdf(this.base, resultXml(unit, version), this.agent, 15_000).then(
      (res) => {
        entry.status = res.status;
        if (res.status === 200) entry.outcome = (JSON.parse(res.body) as { outcome: string }).outcome;
      },
      (err: Error) => void (entry.error = err.message),
    );
    this.inflight.add(p);
    void p.finally(() => this.inflight.delete(p));
    return p;
  }

  /** Stops posting and waits for the answers of what is in flight. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.stoppedAt = performance.now();
    await Promise.all([...this.inflight]);
    this.agent.destroy();
  }

  get acked(): Sent[] {
    return this.sent.filter((s) => s.status >= 200 && s.status < 300);
  }
}

export interface Verification {
  acked: number;
  missing: Sent[];
  twice: { code: string; version: number; rows: number }[];
  /** Units whose results rows do not match their stored ODF Version. */
  inconsistent: string[];
  /** Committed although the sender saw no answer (the crash came between commit and reply). */
  unackedStored: number;
  ok: boolean;
}

/**
 * Reads the database after the drill: every acknowledged message has exactly one ingest_log
 * line with the outcome it was answered with, no message is applied twice, and each unit's
 * results rows are those of its stored Version (rank 1's result encodes the version).
 */
export async function verifyFeed(
  target: { dataDir?: string; url?: string },
  feed: Feed,
): Promise<Verification> {
  const database = await openDatabase(target);
  try {
    const log = await queryRows<{ code: string; version: number; outcome: string; n: number }>(
      database.db,
      sql`select document_code as code, version, outcome, count(*)::int as n from ingest_log
          where via = 'api-key' group by document_code, version, outcome`,
    );
    const rows = new Map<string, { outcome: string; n: number }[]>();
    for (const r of log) {
      const k = `${r.code} ${r.version}`;
      rows.set(k, [...(rows.get(k) ?? []), { outcome: r.outcome, n: r.n }]);
    }
    const acked = feed.acked;
    const missing = acked.filter(
      (s) => !rows.get(`${s.code} ${s.version}`)?.some((r) => r.outcome === s.outcome),
    );
    const twice: Verification['twice'] = [];
    for (const [k, list] of rows) {
      const n = list.reduce((a, r) => a + r.n, 0);
      if (n > 1 || list.some((r) => r.outcome === 'applied' && r.n > 1)) {
        const [code, version] = k.split(' ');
        twice.push({ code: code!, version: Number(version), rows: n });
      }
    }
    const ackedKeys = new Set(acked.map((s) => `${s.code} ${s.version}`));
    const unackedStored = [...rows.keys()].filter((k) => !ackedKeys.has(k)).length;

    const codes = [...new Set(feed.sent.map((s) => s.code))];
    const stored = await queryRows<{ code: string; version: number; first: string | null }>(
      database.db,
      sql`select d.document_code as code, d.version,
            (select r.result from results r where r.unit_code = d.document_code and r.rank = 1 limit 1) as first
          from odf_documents d where d.document_type = 'DT_RESULT'`,
    );
    const inconsistent: string[] = [];
    for (const code of codes) {
      const s = stored.find((r) => r.code === code);
      const maxAcked = Math.max(
        0,
        ...acked.filter((a) => a.code === code && a.outcome === 'applied').map((a) => a.version),
      );
      if (!s) {
        if (maxAcked > 0) inconsistent.push(`${code}: no stored version, ${maxAcked} acknowledged`);
        continue;
      }
      const fromRows = s.first === null ? null : Math.round((Number(s.first) - 50) * 100);
      if (s.version < maxAcked)
        inconsistent.push(`${code}: stored Version ${s.version} < acknowledged ${maxAcked}`);
      if (fromRows !== s.version)
        inconsistent.push(`${code}: results rows of Version ${fromRows}, stored ${s.version}`);
    }
    return {
      acked: acked.length,
      missing,
      twice,
      inconsistent,
      unackedStored,
      ok: missing.length === 0 && twice.length === 0 && inconsistent.length === 0,
    };
  } finally {
    await database.close();
  }
}
