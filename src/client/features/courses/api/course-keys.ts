/** Query keys of the courses feature start here, so a finished lesson can refresh the whole family. */
export const COURSES_KEY = ['courses'] as const;

export const courseKeys = {
  list: () => [...COURSES_KEY, 'list'] as const,
  item: (id: string) => [...COURSES_KEY, 'item', id] as const,
  progress: () => [...COURSES_KEY, 'progress'] as const,
  certificate: (code: string) => [...COURSES_KEY, 'certificate', code] as const,
};
