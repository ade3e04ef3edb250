/**
 * Which answers may be kept on the device for offline reading: the public read API only,
 * whose query keys start with one of these topics. Anything personal (the account, trivia
 * answers, the signed-in user's ranking) has other keys, so it never reaches the disk and
 * a later user of the same device cannot see it.
 */
export const PUBLIC_TOPICS = [
  'reference',
  'schedule',
  'unit',
  'event',
  'medals',
  'participants',
  'documents',
  'content',
];

export function isPersistable(queryKey: readonly unknown[]): boolean {
  return typeof queryKey[0] === 'string' && PUBLIC_TOPICS.includes(queryKey[0]);
}
