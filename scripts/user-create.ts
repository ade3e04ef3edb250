// npm run user:create -- --type admin --username NAME [--email E] [--cpf C]
// The password comes from ADMIN_PASSWORD or, when unset or empty, a hidden prompt. Never from argv
// (shell history). DATA_DIR and DATABASE_URL are read as `npm start` reads them, from the checkout.
import { parseArgs } from 'node:util';
import readline from 'node:readline';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ConfigError, loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { DataDirLockedError } from '../src/server/db/lock';
import { users } from '../src/server/db/schema';
import { hashPassword } from '../src/server/features/auth/passwords';
import { USER_TYPES, cpfField, emailField, passwordField, usernameField } from '../src/shared/contracts/auth';
import { authMessage } from '../src/shared/i18n/auth-messages';

function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput;
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) =>
      write.call(rl, s.startsWith(question) ? s : '*'.repeat(s.length));
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    type: { type: 'string', default: 'admin' },
    username: { type: 'string' },
    email: { type: 'string' },
    cpf: { type: 'string', default: '00000000' },
  },
});

const type = values.type as (typeof USER_TYPES)[number];
if (!USER_TYPES.includes(type)) fail(`--type must be one of ${USER_TYPES.join(', ')}`);
const check = (schema: z.ZodType<string>, value: unknown, name: string): string => {
  const r = schema.safeParse(value);
  return r.success ? r.data : fail(`${name}: ${authMessage(r.error.issues[0]!.message, 'en-US')}`);
};
const username = check(usernameField, values.username, '--username');
const email = check(emailField, values.email ?? `${username}@localhost.localdomain`, '--email');
const cpf = check(cpfField, values.cpf, '--cpf');
// An empty ADMIN_PASSWORD counts as unset (as every other setting does): the prompt asks.
const password = check(
  passwordField,
  process.env.ADMIN_PASSWORD ||
    (process.stdin.isTTY ? await askHidden('Password: ') : fail('Set ADMIN_PASSWORD or run in a terminal.')),
  'password',
);

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) fail(err.message);
  throw err;
}
// The embedded database takes one process at a time: a running server holds it. One line
// saying what to do, not a stack trace.
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir }).catch(
  (err: unknown) => {
    if (!(err instanceof DataDirLockedError)) throw err;
    const who = err.holder ? `a running server (pid ${err.holder})` : 'another process';
    return fail(
      `The data folder ${err.dir} is in use by ${who}: stop it, then run npm run user:create again (with DATABASE_URL set, the server may keep running).`,
    );
  },
);
try {
  const [taken] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
  if (taken) fail(`A user named ${username} already exists.`);
  const [row] = await database.db
    .insert(users)
    .values({ username, email, cpf, type, name: username, passwordHash: await hashPassword(password) })
    .returning({ id: users.id });
  console.log(`Created ${type} ${username} (id ${row!.id}).`);
} finally {
  await database.close();
}
