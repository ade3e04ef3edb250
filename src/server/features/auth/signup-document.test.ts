import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../test/helper';
import { users } from '../../db/schema';
import { account, signup } from './account-test-support';

// Games that do not ask for an identity document must neither require one nor keep one.
const app = await build({ SIGNUP_DOCUMENT: 'none' });
const storedCpf = async (username: string) =>
  (await app.database.db.select({ cpf: users.cpf }).from(users).where(eq(users.username, username)))[0]?.cpf;

describe('sign-up when the games ask for no document', () => {
  it('tells the client so in the public config', async () => {
    expect((await app.inject('/api/config')).json().signup_document).toBe('none');
  });

  it('creates the account without a document number', async () => {
    const { cpf: _, ...body } = account('no.document');
    const res = await signup(app, body);
    expect(res.statusCode).toBe(201);
    expect(await storedCpf('no.document')).toBe('');
  });

  it('drops a document number sent anyway instead of keeping it', async () => {
    expect((await signup(app, account('sent.anyway'))).statusCode).toBe(201);
    expect(await storedCpf('sent.anyway')).toBe('');
  });

  it('still refuses the other fields with their messages', async () => {
    const { cpf: _, ...body } = account('x');
    const res = await signup(app, body);
    expect(res.statusCode).toBe(400);
    expect(await storedCpf('x')).toBeUndefined();
  });
});
