// npm run import -- FILE... [--url http://host:3000]
// Applies ODF messages (XML, or .gz) in the order given. Without --url it writes to
// DATA_DIR or DATABASE_URL directly (PGlite: only while no server holds the folder); with
// --url it posts each file to a running server's /api/ingest/odf with INGEST_API_KEY.
import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { ingestOdf } from '../src/server/features/ingest/service';
import { OdfError } from '../src/server/odf/parse';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { url: { type: 'string' } },
});
if (positionals.length === 0) {
  console.error('usage: npm run import -- FILE... [--url http://localhost:3000]');
  process.exit(2);
}

const read = (file: string) => {
  const bytes = fs.readFileSync(file);
  return bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
};

let failed = 0;
const report = (file: string, line: string, ok: boolean) => {
  if (!ok) failed += 1;
  (ok ? console.log : console.error)(`${file}: ${line}`);
};

if (values.url) {
  const config = loadConfig();
  if (!config.INGEST_API_KEY) {
    console.error('--url needs INGEST_API_KEY (the key the server was started with)');
    process.exit(2);
  }
  for (const file of positionals) {
    const res = await fetch(new URL('/api/ingest/odf', values.url), {
      method: 'POST',
      headers: { 'content-type': 'application/xml', 'x-api-key': config.INGEST_API_KEY },
      body: read(file),
    });
    const body = (await res.json()) as { outcome?: string; reason?: string | null; message?: string };
    report(file, res.ok ? `${body.outcome}${body.reason ? ` (${body.reason})` : ''}` : body.message!, res.ok);
  }
} else {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    for (const file of positionals) {
      try {
        const r = await ingestOdf(database.db, read(file).toString('utf8'), { via: 'cli' });
        const extra = r.mismatches?.length ? `, ${r.mismatches.length} medal figures differ` : '';
        report(
          file,
          `${r.outcome} ${r.documentType} v${r.version}${r.reason ? ` (${r.reason})` : ''}${extra}`,
          true,
        );
      } catch (err) {
        if (!(err instanceof OdfError)) throw err;
        report(file, `refused: ${err.reason}`, false);
      }
    }
  } finally {
    await database.close();
  }
}
process.exit(failed ? 1 : 0);
