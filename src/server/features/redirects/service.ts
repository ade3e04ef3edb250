import { eq } from 'drizzle-orm';
import {
  isReservedRedirectPath,
  normaliseRedirectPath,
  normaliseRedirectTarget,
  redirectLoop,
  redirectTargetPath,
  type RedirectInput,
} from '../../../shared/contracts/redirects';
import type { Db } from '../../db/client';
import { redirects } from '../../db/schema';
import { HttpError } from '../../http-error';
import { withRedirectsLocked } from './queries';

type Checked = { path: string; target: string; status: 301 | 302 };

/** The redirect as stored, or a translated 422 saying what is wrong with it. */
function check(input: RedirectInput): Checked {
  const path = normaliseRedirectPath(input.path);
  if (path === null) throw new HttpError(422, 'REDIRECT_PATH_INVALID', 'redirectPathInvalid');
  if (isReservedRedirectPath(path))
    throw new HttpError(422, 'REDIRECT_PATH_RESERVED', 'redirectPathReserved', { path });
  const target = normaliseRedirectTarget(input.target);
  if (target === null) throw new HttpError(422, 'REDIRECT_TARGET_INVALID', 'redirectTargetInvalid');
  if (redirectTargetPath(target) === path)
    throw new HttpError(422, 'REDIRECT_SAME_PATH', 'redirectSamePath', { path });
  return { path, target, status: input.status ?? 301 };
}

/**
 * Adds a redirect (`from` null) or replaces the one at `from`, refusing one that would send
 * a browser round in a circle (A → B → … → A): it would bounce until it gives up.
 */
export async function saveRedirect(db: Db, from: string | null, input: RedirectInput): Promise<Checked> {
  const wanted = check(input);
  return withRedirectsLocked(db, async (tx) => {
    const rows = await tx.select({ path: redirects.path, target: redirects.target }).from(redirects);
    const others = new Map(rows.map((r) => [r.path, r.target]));
    if (from !== null) {
      if (!others.has(from)) throw new HttpError(404, 'NOT_FOUND', 'redirectNotFound', { path: from });
      others.delete(from);
    }
    if (others.has(wanted.path))
      throw new HttpError(409, 'REDIRECT_TAKEN', 'redirectTaken', { path: wanted.path });
    const loop = redirectLoop(wanted.path, wanted.target, others);
    if (loop) throw new HttpError(422, 'REDIRECT_LOOP', 'redirectLoop', { chain: loop.join(' → ') });
    if (from === null) await tx.insert(redirects).values(wanted);
    else await tx.update(redirects).set(wanted).where(eq(redirects.path, from));
    return wanted;
  });
}

export async function removeRedirect(db: Db, path: string): Promise<void> {
  const gone = await db.delete(redirects).where(eq(redirects.path, path)).returning({ path: redirects.path });
  if (gone.length === 0) throw new HttpError(404, 'NOT_FOUND', 'redirectNotFound', { path });
}
