import path from 'node:path';

/**
 * The files the server reads while it runs, besides its code. Run from the sources (tsx,
 * the tests) they are where they are kept; the built server is one file,
 * dist/server/main.js, and the build copies them beside it (scripts/build-server.mjs).
 */
const here = import.meta.dirname;
const built = import.meta.filename.endsWith('.js');

/** The SQL migrations applied at start. */
export const migrationsFolder = path.join(here, built ? 'migrations' : 'db/migrations');

/** The worker thread that checks and parses ODF XML. */
export const xmlWorkerFile = path.join(here, built ? 'xml-worker.mjs' : 'odf/xml-worker.mjs');

/** The worker thread that reads an import file (XLSX or CSV). */
export const sheetWorkerFile = path.join(
  here,
  built ? 'sheet-reader/worker.mjs' : 'features/import/sheet-reader/worker.mjs',
);
