/** Error-screen categories: 404 not found, 403 forbidden, 500 server error, others unknown. */
export type ErrorKind = 'notFound' | 'forbidden' | 'serverError' | 'unknown';

export function errorKindForStatus(status: number | undefined): ErrorKind {
  if (status === 404) return 'notFound';
  if (status === 403) return 'forbidden';
  if (status === 500) return 'serverError';
  return 'unknown';
}
