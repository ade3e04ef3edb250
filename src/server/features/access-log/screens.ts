import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { DEVICE_CLASSES, type AccessLogReport, type DeviceClass } from '../../../shared/contracts/access-log';
import { where, type Range } from './queries';

/** How many route patterns a list shows. */
const TOP = 15;

type Counted<K> = { key: K; count: number };

/**
 * Which screens people use, on which devices, when: the screen views the app reported, bots
 * left out (a crawler that runs the app is counted apart, with the pages crawlers fetched).
 */
export async function screensReport(db: Db, r: Range): Promise<AccessLogReport['screens']> {
  const people = sql`${where(r)} and kind = 'view' and device <> 'Bot'`;
  const [routes, devices, hours, bots] = await Promise.all([
    queryRows<Counted<string>>(
      db,
      sql`select route as key, sum(count)::int as count from access_log_buckets where ${people}
          group by 1 order by 2 desc, 1 limit ${TOP}`,
    ),
    queryRows<Counted<DeviceClass>>(
      db,
      sql`select device as key, sum(count)::int as count from access_log_buckets where ${people} group by 1`,
    ),
    queryRows<Counted<number>>(
      db,
      sql`select extract(hour from hour at time zone ${r.timeZone})::int as key, sum(count)::int as count
          from access_log_buckets where ${people} group by 1`,
    ),
    queryRows<{ n: number | null }>(
      db,
      sql`select sum(count)::int as n from access_log_buckets
          where ${where(r)} and kind in ('view', 'page') and device = 'Bot'`,
    ),
  ]);
  const byHour = new Map(hours.map((h) => [h.key, h.count]));
  return {
    total: devices.reduce((n, d) => n + d.count, 0),
    by_route: routes,
    by_device: DEVICE_CLASSES.filter((d) => d !== 'Bot').map((key) => ({
      key,
      count: devices.find((d) => d.key === key)?.count ?? 0,
    })),
    by_hour: Array.from({ length: 24 }, (_, key) => ({ key, count: byHour.get(key) ?? 0 })),
    bots: bots[0]?.n ?? 0,
  };
}

/** The most called API route patterns: the app's own traffic, apart from the screens people view. */
export function apiRoutes(db: Db, r: Range): Promise<Counted<string>[]> {
  return queryRows<Counted<string>>(
    db,
    sql`select route as key, sum(count)::int as count from access_log_buckets
        where ${where(r)} and kind = 'api' group by 1 order by 2 desc, 1 limit ${TOP}`,
  );
}
