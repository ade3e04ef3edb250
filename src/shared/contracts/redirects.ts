import { z } from 'zod';
import { text } from './text';

/** GET /api/redirects?path= — does this path move elsewhere? Asked before showing page-not-found. */
export const redirectQuerySchema = z.object({
  path: text(2048)
    .min(1)
    .refine((p) => p.startsWith('/'), { message: 'path must start with /' }),
});

export const redirectAnswerSchema = z.object({
  path: z.string(),
  /** null: no redirect. A path of this app, or an absolute http(s) URL that leaves it. */
  target: z.string().nullable(),
  status: z.union([z.literal(301), z.literal(302)]).nullable(),
  external: z.boolean(),
});
export type RedirectAnswer = z.infer<typeof redirectAnswerSchema>;

/**
 * Paths that never move: the API, the login screens (people are sent there to get in) and the
 * organisers' screens (a redirect there would lock the organisers out of removing it).
 */
export const RESERVED_REDIRECT_PATHS = ['/api', '/login', '/signup', '/auth', '/admin'] as const;

export const REDIRECT_STATUSES = [301, 302] as const;

/** What an organiser sends to add or change a redirect; the server normalises and checks it. */
export const redirectInputSchema = z.object({
  path: text(2048).trim().min(1),
  target: text(2048).trim().min(1),
  status: z.union([z.literal(301), z.literal(302)]).default(301),
});
export type RedirectInput = z.input<typeof redirectInputSchema>;

/** Which redirect a change or a removal is about: its old path. */
export const redirectKeySchema = z.object({ path: text(2048).min(1) });

export const redirectSchema = z.object({
  path: z.string(),
  target: z.string(),
  status: z.union([z.literal(301), z.literal(302)]),
  created_at: z.string(),
});
export type Redirect = z.infer<typeof redirectSchema>;

export const redirectListSchema = z.object({ items: z.array(redirectSchema) });
export type RedirectList = z.infer<typeof redirectListSchema>;

/** The moved path as a browser asks for it: percent-encoded, dots resolved; null when it is not a path. */
export function normaliseRedirectPath(input: string): string | null {
  if (!input.startsWith('/') || input.startsWith('//') || /[?#\s]/.test(input)) return null;
  try {
    return new URL(input, 'http://x').pathname;
  } catch {
    return null;
  }
}

/** A path of this app (query and hash kept) or an absolute http(s) address; null otherwise. */
export function normaliseRedirectTarget(input: string): string | null {
  if (/\s/.test(input)) return null;
  try {
    if (/^https?:\/\//i.test(input)) return new URL(input).toString();
    if (!input.startsWith('/') || input.startsWith('//')) return null;
    const url = new URL(input, 'http://x');
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** True when the path is one that never moves (see RESERVED_REDIRECT_PATHS), or looks like a file. */
export function isReservedRedirectPath(path: string): boolean {
  // The server answers paths with a file extension as files, never with a redirect.
  if (/\.[a-z0-9]{1,8}$/i.test(path)) return true;
  return RESERVED_REDIRECT_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

/** The path part of a target of this app, which is what the next redirect would match; null when it leaves the app. */
export function redirectTargetPath(target: string): string | null {
  if (!target.startsWith('/')) return null;
  return target.split(/[?#]/)[0]!;
}

/**
 * Where following redirects from `path` to `target` comes back to `path`, given the other
 * redirects (path → target): the chain of paths walked, or null when it ends elsewhere.
 */
export function redirectLoop(
  path: string,
  target: string,
  others: ReadonlyMap<string, string>,
): string[] | null {
  const chain = [path];
  const seen = new Set<string>();
  let next = redirectTargetPath(target);
  while (next !== null) {
    if (next === path) return [...chain, path];
    if (seen.has(next)) return null; // a loop among the others, which this one only joins
    seen.add(next);
    chain.push(next);
    const onward = others.get(next);
    next = onward === undefined ? null : redirectTargetPath(onward);
  }
  return null;
}
