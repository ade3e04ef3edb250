import { createStore } from './create-store';

/** Statuses a proxy answers with when the games server behind it is down or unreachable. */
const UNREACHABLE_STATUSES = [502, 503, 504];

/**
 * Did the last API call reach the games server? The error states read it to tell "you are
 * offline, try again" apart from a real failure, whichever feature's screen they are on.
 */
export const reachabilityStore = createStore({ serverUnreachable: false });

export function noteServerReached(reached: boolean) {
  if (reachabilityStore.getState().serverUnreachable === reached) {
    reachabilityStore.setState({ serverUnreachable: !reached });
  }
}

/** A gateway status saying the server is down or out of reach. */
export function isUnreachableStatus(status: number): boolean {
  return UNREACHABLE_STATUSES.includes(status);
}

/**
 * The error means the server could not be reached: no network (fetch rejects with a
 * TypeError) or a gateway status. Asking again later can work.
 */
export function isOfflineError(error: unknown): boolean {
  if (error instanceof TypeError) return /fetch|network|load failed/i.test(error.message);
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && isUnreachableStatus(status);
}
