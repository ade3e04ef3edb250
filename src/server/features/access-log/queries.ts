import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { Bucket } from './counter';
import { apiRoutes, screensReport } from './screens';
import {
  DEVICE_CLASSES,
  STATUS_CLASSES,
  STATUS_CODES,
  type AccessLogReport,
  type DeviceClass,
  type ServerOverview,
} from '../../../shared/contracts/access-log';

/** Adds counts to their hourly rows: one row per bucket in one statement, added to what other instances wrote. */
export async function addBuckets(db: Db, buckets: Bucket[]): Promise<void> {
  if (buckets.length === 0) return;
  const values = sql.join(
    buckets.map(
      (b) =>
        sql`(${b.hour.toISOString()}::timestamptz, ${b.kind}, ${b.route}, ${b.device}, ${b.status}, ${b.count})`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    insert into access_log_buckets (hour, kind, route, device, status, count) values ${values}
    on conflict (hour, kind, route, device, status)
    do update set count = access_log_buckets.count + excluded.count`);
}

/** Deletes hourly counts older than the retention; returns how many rows went. */
export async function pruneBuckets(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  const rows = await queryRows<{ n: number }>(
    db,
    sql`with gone as (delete from access_log_buckets where hour < ${cutoff.toISOString()}::timestamptz returning 1)
        select count(*)::int as n from gone`,
  );
  return rows[0]?.n ?? 0;
}

/** This instance is alive, with so many live clients; instances silent for a day are forgotten. */
export async function heartbeat(db: Db, id: string, startedAt: Date, liveClients: number): Promise<void> {
  await db.execute(sql`
    insert into server_instances (id, started_at, seen_at, live_clients)
    values (${id}, ${startedAt.toISOString()}::timestamptz, now(), ${liveClients})
    on conflict (id) do update set seen_at = now(), live_clients = excluded.live_clients`);
  await db.execute(sql`delete from server_instances where seen_at < now() - interval '1 day'`);
}

export async function forgetInstance(db: Db, id: string): Promise<void> {
  await db.execute(sql`delete from server_instances where id = ${id}`);
}

export interface Range {
  from: string;
  to: string;
  /** day or week points */
  step: 'day' | 'week';
  device?: DeviceClass;
  timeZone: string;
}

export function where(r: Range): SQL {
  const device = r.device ? sql` and device = ${r.device}` : sql``;
  return sql`hour >= (${r.from}::date::timestamp at time zone ${r.timeZone})
    and hour < ((${r.to}::date + 1)::timestamp at time zone ${r.timeZone})${device}`;
}

function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** Every day, or every Monday, from..to (dates as plain calendar days). */
function points(r: Range): string[] {
  const out: string[] = [];
  const start = new Date(`${r.from}T00:00:00Z`);
  if (r.step === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  const end = new Date(`${r.to}T00:00:00Z`);
  for (const d = start; d <= end; d.setUTCDate(d.getUTCDate() + (r.step === 'week' ? 7 : 1)))
    out.push(isoDay(d));
  return out;
}

/** The totals, days and status charts count requests: documents and API calls, not screen views. */
const requests = (r: Range) => sql`${where(r)} and kind in ('page', 'api')`;

export async function accessReport(db: Db, r: Range): Promise<AccessLogReport> {
  const local = sql`(hour at time zone ${r.timeZone})`;
  const point = r.step === 'week' ? sql`date_trunc('week', ${local})` : sql`date_trunc('day', ${local})`;
  const [views, devices, codes, screens, api] = await Promise.all([
    queryRows<{ key: string; count: number }>(
      db,
      sql`select to_char(${point}, 'YYYY-MM-DD') as key, sum(count)::int as count
          from access_log_buckets where ${requests(r)} group by 1`,
    ),
    queryRows<{ key: DeviceClass; count: number }>(
      db,
      sql`select device as key, sum(count)::int as count from access_log_buckets where ${requests(r)} group by 1`,
    ),
    queryRows<{ key: number; count: number }>(
      db,
      sql`select status::int as key, sum(count)::int as count from access_log_buckets where ${requests(r)} group by 1`,
    ),
    screensReport(db, r),
    apiRoutes(db, r),
  ]);
  const viewsByKey = new Map(views.map((v) => [v.key, v.count]));
  const byCode = new Map(codes.map((c) => [c.key, c.count]));
  const sum = (pred: (code: number) => boolean) =>
    codes.filter((c) => pred(c.key)).reduce((n, c) => n + c.count, 0);
  const extraCodes = codes.map((c) => c.key).filter((c) => !(STATUS_CODES as readonly number[]).includes(c));
  return {
    from: r.from,
    to: r.to,
    time_zone: r.timeZone,
    totals: {
      totalAccess: sum(() => true),
      successCount: sum((c) => c < 400),
      errorCount: sum((c) => c >= 400),
    },
    views: points(r).map((key) => ({ key, count: viewsByKey.get(key) ?? 0 })),
    by_device: DEVICE_CLASSES.map((key) => ({ key, count: devices.find((d) => d.key === key)?.count ?? 0 })),
    by_status_class: STATUS_CLASSES.map((key, i) => ({
      key,
      count: sum((c) => Math.floor(c / 100) === i + 2),
    })),
    by_code: [...STATUS_CODES, ...extraCodes.sort((a, b) => a - b)].map((key) => ({
      key,
      count: byCode.get(key) ?? 0,
    })),
    screens,
    api_routes: api,
  };
}

/** The hourly rows of a range as CSV, hours in the games' time zone. */
export async function accessCsv(db: Db, r: Range): Promise<string> {
  const rows = await queryRows<{
    day: string;
    hour: string;
    kind: string;
    route: string;
    device: string;
    status: number;
    count: number;
  }>(
    db,
    sql`select to_char(hour at time zone ${r.timeZone}, 'YYYY-MM-DD') as day,
          to_char(hour at time zone ${r.timeZone}, 'HH24:00') as hour,
          kind, route, device, status::int as status, count::int as count
        from access_log_buckets where ${where(r)}
        order by hour, kind, route, device, status`,
  );
  const cell = (v: string | number) => {
    const s = String(v);
    // Quoted when needed; a leading formula character is defused for spreadsheets.
    const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
    return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const lines = rows.map((r) =>
    [r.day, r.hour, r.kind, r.route, r.device, r.status, r.count].map(cell).join(','),
  );
  return ['date,hour,kind,route,device,status,count', ...lines].join('\n') + '\n';
}

export async function serverOverview(db: Db, aliveWithinMs: number): Promise<ServerOverview> {
  const since = new Date(Date.now() - aliveWithinMs).toISOString();
  const [instances, types, newest] = await Promise.all([
    queryRows<{ id: string; started_at: Date | string; seen_at: Date | string; live_clients: number }>(
      db,
      sql`select id, started_at, seen_at, live_clients from server_instances
          where seen_at >= ${since}::timestamptz order by started_at`,
    ),
    queryRows<{ document_type: string; received_at: Date | string; outcome: string }>(
      db,
      sql`select distinct on (document_type) document_type, received_at, outcome from ingest_log
          where document_type is not null order by document_type, id desc`,
    ),
    queryRows<{ at: Date | string | null }>(db, sql`select max(received_at) as at from ingest_log`),
  ]);
  const iso = (v: Date | string) => new Date(v).toISOString();
  const last = newest[0]?.at;
  return {
    instances: instances.map((i) => ({
      id: i.id,
      started_at: iso(i.started_at),
      seen_at: iso(i.seen_at),
      live_clients: i.live_clients,
    })),
    live_clients: instances.reduce((n, i) => n + i.live_clients, 0),
    ingest: {
      lag_s: last ? Math.max(0, Math.round((Date.now() - new Date(last).getTime()) / 1000)) : null,
      last_by_type: types.map((t) => ({ ...t, received_at: iso(t.received_at) })),
    },
  };
}
