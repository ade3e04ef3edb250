import { isApiError } from '../../../lib/api-client';
import { TRIVIA_ERRORS } from '../../../../shared/domain/trivia-values';

/** The scan page's message key for a refused code: not ours, a withdrawn poster, or anything else. */
export function unlockFailureKey(err: unknown): 'scan.invalid' | 'scan.withdrawn' | 'scan.error' {
  if (!isApiError(err)) return 'scan.error';
  if (err.status === 410 || err.code === TRIVIA_ERRORS.posterWithdrawn) return 'scan.withdrawn';
  if (err.status === 400 || err.status === 404 || err.code === TRIVIA_ERRORS.invalidCode)
    return 'scan.invalid';
  return 'scan.error';
}
