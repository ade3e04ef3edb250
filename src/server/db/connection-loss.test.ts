import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { queryRows } from './client';
import { build } from '../test/helper';

const adminUrl = process.env.TEST_POSTGRES_URL;

/**
 * PostgreSQL can die or restart under a running server. The query that was on the lost
 * connection fails (its request gets an error answer), but the process must go on and the
 * next query must get a new connection. An 'error' event nobody listens to would end it.
 */
describe.runIf(adminUrl)('a PostgreSQL connection lost in the middle of a transaction', () => {
  it('fails that transaction, keeps the process and serves the next query', async () => {
    const app = await build();
    const db = app.database.db;
    const killer = new pg.Client({ connectionString: adminUrl });
    await killer.connect();
    try {
      const work = db.transaction(async (tx) => {
        const [me] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
        await killer.query('select pg_terminate_backend($1)', [me!.pid]);
        await tx.execute(sql`select 1`);
      });
      await expect(work).rejects.toThrow();
      await expect(app.database.ping()).resolves.toBeUndefined();
    } finally {
      await killer.end();
    }
  });
});
