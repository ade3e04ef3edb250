// Shared helpers of the drills (npm run drill): spawning a server on 127.0.0.1, preparing its
// database (youth games, users, sessions), plain HTTP, ODF messages, figures and the summary.
// They live in files by concern; the drills import them from here.
export * from './common';
export * from './database';
export * from './http-client';
export * from './server-process';
