import type { CourseProgress, ProgressAnswer } from '../../../../shared/contracts/courses';
import { userStore } from '../../../lib/user-store';
import { useProgress } from '../api/get-progress';

/** Whether the reader is signed in with an account: progress is kept for accounts only. */
export const useSignedIn = () => userStore.useStore((s) => s.isLoggedIn && s.loginType === 'user');

/** The reader's progress in one course: the lessons done and the certificate, if earned. */
export function progressIn(answer: ProgressAnswer | undefined, courseId: number): CourseProgress {
  return (
    answer?.courses.find((c) => c.course_id === courseId) ?? {
      course_id: courseId,
      done: [],
      certificate: null,
    }
  );
}

/** The signed-in reader's progress in every course (nothing asked for a guest). */
export function useCourseProgress() {
  const signedIn = useSignedIn();
  const query = useProgress(signedIn);
  return { signedIn, data: query.data, query };
}
