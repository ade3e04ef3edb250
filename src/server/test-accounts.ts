import type { UserType } from '../shared/contracts/auth';
import type { App } from './app';
import { users } from './db/schema';
import { hashPassword } from './features/auth';

/**
 * For server tests: adds an account of the given type and logs it in over the API, answering
 * its bearer token (the account's e-mail is the username at example.org).
 */
export async function accountToken(app: App, username: string, type: UserType): Promise<string> {
  const password = `${username} password`;
  await app.database.db.insert(users).values({
    username,
    email: `${username}@example.org`,
    cpf: '00000000',
    type,
    passwordHash: await hashPassword(password),
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password, session: 'token' },
  });
  return res.json().token as string;
}
