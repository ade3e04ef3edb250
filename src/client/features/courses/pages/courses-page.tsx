import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import type { CourseListItem, ProgressAnswer } from '../../../../shared/contracts/courses';
import { useContentText } from '../../../lib/localized-text';
import { useLocalizedPath } from '../../../lib/localized-link';
import { Icon } from '../../../ui/icon';
import { PageHeader } from '../../../ui/page-header';
import { QueryView } from '../../../ui/query-view';
import { EmptyState } from '../../../ui/states';
import { useCourses } from '../api/get-courses';
import { CoursePicture } from '../components/course-picture';
import { ProgressLine } from '../components/progress-line';
import { progressIn, useCourseProgress } from '../lib/course-progress';
import { useLessonsText } from '../lib/use-lessons-text';

/** /courses: the published courses, with how far the signed-in reader got in each. */
export default function CoursesPage() {
  const { t } = useTranslation('courses');
  const query = useCourses();
  const progress = useCourseProgress();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('common:menu.courses')} subtitle={t('list.subtitle')} />
      <QueryView query={query}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState
              icon={<Icon name="graduation-cap" size={22} />}
              title={t('list.empty')}
              hint={t('list.emptyHint')}
            />
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {data.items.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} progress={progress.signedIn ? progress.data : undefined} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </div>
  );
}

function CourseCard({ course, progress }: { course: CourseListItem; progress?: ProgressAnswer }) {
  const text = useContentText();
  const localized = useLocalizedPath();
  const lessonsText = useLessonsText();
  const mine = progressIn(progress, course.id);
  return (
    <Link
      to={localized(`/courses/${course.id}`)}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface transition-colors hover:bg-surface-2 focus-visible:outline-2"
      data-testid="course-card"
    >
      <CoursePicture image={course.image} className="aspect-[16/7] w-full" />
      <span className="flex flex-1 flex-col gap-2 p-4">
        <span className="flex items-start gap-2">
          <span className="min-w-0 flex-1 text-lg font-semibold leading-snug">{text(course.title)}</span>
          <ChevronRight size={20} className="mt-1 shrink-0 text-muted" aria-hidden />
        </span>
        {text(course.text) && <span className="line-clamp-2 text-sm text-muted">{text(course.text)}</span>}
        <span className="text-sm text-muted">{lessonsText(course.lessons, course.minutes)}</span>
        {progress && (
          <span className="mt-auto block pt-1">
            <ProgressLine done={mine.done.length} total={course.lessons} earned={mine.certificate !== null} />
          </span>
        )}
      </span>
    </Link>
  );
}
