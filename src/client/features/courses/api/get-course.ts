import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { CourseAnswer } from '../../../../shared/contracts/courses';
import { courseKeys } from './course-keys';

export const getCourse = (id: string, signal?: AbortSignal) =>
  apiGet<CourseAnswer>(`/api/courses/${encodeURIComponent(id)}`, signal);

/** One course with its lessons. */
export const useCourse = (id: string) =>
  useQuery({ queryKey: courseKeys.item(id), queryFn: ({ signal }) => getCourse(id, signal) });
