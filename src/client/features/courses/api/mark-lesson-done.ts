import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import type { CourseProgress, ProgressAnswer } from '../../../../shared/contracts/courses';
import { courseKeys } from './course-keys';

export const markLessonDone = ({ courseId, lessonId }: { courseId: number; lessonId: string }) =>
  apiSend<CourseProgress>('PUT', `/api/course-progress/${courseId}/lessons/${encodeURIComponent(lessonId)}`);

/** Marks a lesson done; the course's progress (and a certificate it earned) shows at once. */
export function useMarkLessonDone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markLessonDone,
    onSuccess: (course) =>
      client.setQueryData<ProgressAnswer>(courseKeys.progress(), (old) => ({
        courses: [...(old?.courses ?? []).filter((c) => c.course_id !== course.course_id), course],
      })),
  });
}
