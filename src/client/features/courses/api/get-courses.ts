import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { CoursesAnswer } from '../../../../shared/contracts/courses';
import { courseKeys } from './course-keys';

export const getCourses = (signal?: AbortSignal) => apiGet<CoursesAnswer>('/api/courses', signal);

/** The published courses, in the organisers' order. */
export const useCourses = () =>
  useQuery({ queryKey: courseKeys.list(), queryFn: ({ signal }) => getCourses(signal) });
