/**
 * Query keys of the courses feature. The courses themselves are content: their keys start
 * with the server's data topic, so a live change of the content refreshes them (and they are
 * kept offline like the rest). Progress and certificates are the reader's own: they start
 * with 'courses', which is neither refreshed by topic nor kept on the device.
 */
export const COURSES_KEY = ['courses'] as const;

export const courseKeys = {
  list: () => ['content', 'courses'] as const,
  item: (id: string) => ['content', 'courses', id] as const,
  progress: () => [...COURSES_KEY, 'progress'] as const,
  certificate: (code: string) => [...COURSES_KEY, 'certificate', code] as const,
};
