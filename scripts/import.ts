// npm run import -- FILE... [--url http://host:3000] [--dry-run]
// Spreadsheets (.xlsx, .csv) go to the spreadsheet import: all of them together, in one
// transaction, after every row problem has been printed (with any error nothing is written;
// --dry-run only prints what would change). Other files are ODF messages (XML, or .gz),
// applied in the order given. Without --url it writes to
// DATA_DIR or DATABASE_URL directly (PGlite: only while no server holds the folder); with
// --url it posts each file to a running server's /api/ingest/odf with INGEST_API_KEY.
import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { ingestOdf } from '../src/server/features/ingest/service';
import { OdfError } from '../src/server/odf/parse';
import { applyImport, previewImport } from '../src/server/features/import/service';
import type { ImportAnswer } from '../src/shared/contracts/import';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { url: { type: 'string' }, 'dry-run': { type: 'boolean' } },
});
if (positionals.length === 0) {
  console.error('usage: npm run import -- FILE... [--url http://localhost:3000]');
  process.exit(2);
}

const read = (file: string) => {
  const bytes = fs.readFileSync(file);
  return bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
};

const isSheet = (file: string) => /\.(xlsx|csv)$/i.test(file);
const sheetFiles = positionals.filter(isSheet);
const odfFiles = positionals.filter((f) => !isSheet(f));

let failed = 0;
const report = (file: string, line: string, ok: boolean) => {
  if (!ok) failed += 1;
  (ok ? console.log : console.error)(`${file}: ${line}`);
};

function printImport(answer: ImportAnswer) {
  for (const p of answer.problems) {
    const at = [p.sheet, p.cell ?? (p.row ? `row ${p.row}` : '')].filter(Boolean).join('!');
    (p.severity === 'error' ? console.error : console.log)(`${p.file}: ${at} ${p.severity}: ${p.message}`);
  }
  for (const c of answer.counts) {
    console.log(
      `${c.kind}: ${c.rows} rows, ${c.created} new, ${c.updated} changed, ${c.unchanged} unchanged`,
    );
  }
  for (const c of answer.changes)
    console.log(`  ${c.action} ${c.kind} ${c.key}${c.fields.length ? `: ${c.fields.join(', ')}` : ''}`);
}

if (sheetFiles.length) {
  if (values.url) {
    console.error(
      'spreadsheets are imported into DATA_DIR or DATABASE_URL directly (without --url), or at /admin/import',
    );
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    const files = sheetFiles.map((name) => ({ name, bytes: new Uint8Array(fs.readFileSync(name)) }));
    const cli = { id: null as unknown as number, username: `cli:${process.env.USER ?? 'import'}` };
    const answer = values['dry-run']
      ? await previewImport(database.db, files, 'en-US')
      : await applyImport(database.db, cli, files, 'en-US');
    printImport(answer);
    const errors = answer.problems.filter((p) => p.severity === 'error').length;
    if (errors) {
      failed += errors;
      console.error(`${errors} problems: nothing was written`);
    } else {
      console.log(values['dry-run'] ? 'dry run: nothing was written' : 'imported');
    }
  } finally {
    await database.close();
  }
}

if (odfFiles.length === 0) {
  // Only spreadsheets were given.
} else if (values.url) {
  const config = loadConfig();
  if (!config.INGEST_API_KEY) {
    console.error('--url needs INGEST_API_KEY (the key the server was started with)');
    process.exit(2);
  }
  for (const file of odfFiles) {
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
    for (const file of odfFiles) {
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
