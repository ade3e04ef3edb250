import { isApiError } from '../../../lib/api-client';
import { ERR } from './error-codes';

/** The scan page's message key for a refused code: not ours, a withdrawn poster, or anything else. */
export function unlockFailureKey(err: unknown): 'scan.invalid' | 'scan.withdrawn' | 'scan.error' {
  if (!isApiError(err)) return 'scan.error';
  if (err.status === 410 || err.code === ERR.posterWithdrawn) return 'scan.withdrawn';
  if (err.status === 400 || err.status === 404 || err.code === ERR.invalidCode) return 'scan.invalid';
  return 'scan.error';
}
