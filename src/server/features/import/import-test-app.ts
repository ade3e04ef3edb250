import { beforeEach, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ImportAnswer } from '../../../shared/contracts/import';
import { writeGames } from '../../demo-data';
import { build, liveHubCaughtUp } from '../../test/helper';
import { accountToken } from '../../test-accounts';
import { importBaseGames } from './import-test-support';

/**
 * A server for the import tests: the base games written afresh before each test, an admin's
 * bearer header, and the import's preview or apply of a file as that admin.
 */
export async function importTestApp() {
  const app = await build();
  const db = app.database.db;
  let token = '';
  const auth = () => ({ authorization: `Bearer ${token}` });

  beforeEach(async () => {
    await db.execute(sql`truncate audit_log restart identity`);
    await writeGames(db, importBaseGames());
    await liveHubCaughtUp(app);
    await app.publicCache.refresh();
    token ||= await accountToken(app, 'import-admin', 'admin');
  });

  async function send(step: 'preview' | 'apply', bytes: Buffer, name = 'games.xlsx', lang = 'en-US') {
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/import/${step}`,
      payload: bytes,
      headers: {
        ...auth(),
        'content-type': 'application/octet-stream',
        'x-file-name': encodeURIComponent(name),
        'accept-language': lang,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ImportAnswer;
  }

  return { app, db, auth, send };
}
