import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ArrowLeft, CheckCircle2, ChevronDown, FileText, PlayCircle } from 'lucide-react';
import type { CourseAnswer, CourseProgress, PublicLesson } from '../../../../shared/contracts/courses';
import { useContentText } from '../../../lib/localized-text';
import { useLocalizedPath } from '../../../lib/localized-link';
import { Card } from '../../../ui/card';
import { cn } from '../../../ui/cn';
import { QueryView } from '../../../ui/query-view';
import { useCourse } from '../api/get-course';
import { useMarkLessonDone } from '../api/mark-lesson-done';
import { CertificateCard } from '../components/certificate-card';
import { CoursePicture } from '../components/course-picture';
import { LessonBody } from '../components/lesson-body';
import { ProgressLine } from '../components/progress-line';
import { progressIn, useCourseProgress } from '../lib/course-progress';
import { useLessonsText } from '../lib/use-lessons-text';

/** /courses/:id: a course's lessons, one open at a time, the reader's progress and the certificate. */
export default function CoursePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('courses');
  const localized = useLocalizedPath();
  const query = useCourse(id);
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <Link
        to={localized('/courses')}
        className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-xl px-2 text-sm font-semibold text-muted hover:text-fg"
      >
        <ArrowLeft size={16} aria-hidden />
        {t('common:menu.courses')}
      </Link>
      <QueryView query={query} notFoundMessage={t('course.notFound')}>
        {(course) => <Course course={course} />}
      </QueryView>
    </div>
  );
}

function Course({ course }: { course: CourseAnswer }) {
  const { t } = useTranslation('courses');
  const text = useContentText();
  const lessonsText = useLessonsText();
  const progress = useCourseProgress();
  const mine = progressIn(progress.data, course.id);
  const done = new Set(mine.done);
  // The first lesson not done yet is open until the reader opens or closes one (null: all closed).
  const [chosen, setOpen] = useState<string | null | undefined>(undefined);
  const open =
    chosen === undefined
      ? (course.lesson_list.find((l) => !done.has(l.id))?.id ?? course.lesson_list[0]?.id ?? null)
      : chosen;
  const mark = useMarkLessonDone();
  const finish = (lesson: PublicLesson) =>
    mark.mutate(
      { courseId: course.id, lessonId: lesson.id },
      {
        onSuccess: (after: CourseProgress) => {
          const next = course.lesson_list.find((l) => !after.done.includes(l.id));
          setOpen(next?.id ?? null);
        },
      },
    );
  return (
    <>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {course.image && (
          <CoursePicture
            image={course.image}
            className="aspect-[16/7] w-full rounded-2xl sm:aspect-square sm:w-36"
          />
        )}
        <div className="min-w-0 flex-1 space-y-2">
          <h1 className="text-[length:var(--text-h2)] font-bold leading-tight tracking-tight">
            {text(course.title)}
          </h1>
          {text(course.text) && <p className="whitespace-pre-line text-muted">{text(course.text)}</p>}
          <p className="text-sm text-muted">{lessonsText(course.lessons, course.minutes)}</p>
        </div>
      </header>
      {mine.certificate ? (
        <CertificateCard
          courseId={course.id}
          code={mine.certificate.code}
          issuedAt={mine.certificate.issued_at}
        />
      ) : progress.signedIn ? (
        <Card className="p-4">
          <ProgressLine done={done.size} total={course.lessons} earned={false} />
          <p className="mt-2 text-sm text-muted">{t('course.finishHint')}</p>
        </Card>
      ) : (
        <Card className="p-4 text-sm text-muted">{t('course.signInHint')}</Card>
      )}
      <section aria-labelledby="lessons-title" className="space-y-3">
        <h2 id="lessons-title" className="text-lg font-semibold">
          {t('course.lessons')}
        </h2>
        <ol className="space-y-2">
          {course.lesson_list.map((lesson, i) => (
            <li key={lesson.id}>
              <Lesson
                lesson={lesson}
                n={i + 1}
                open={open === lesson.id}
                done={done.has(lesson.id)}
                onToggle={() => setOpen(open === lesson.id ? null : lesson.id)}
              >
                <LessonBody
                  lesson={lesson}
                  title={text(lesson.title)}
                  done={done.has(lesson.id)}
                  canTrack={progress.signedIn}
                  pending={mark.isPending && mark.variables?.lessonId === lesson.id}
                  onDone={() => finish(lesson)}
                />
              </Lesson>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

function Lesson({
  lesson,
  n,
  open,
  done,
  onToggle,
  children,
}: {
  lesson: PublicLesson;
  n: number;
  open: boolean;
  done: boolean;
  onToggle: () => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('courses');
  const text = useContentText();
  const panel = `lesson-${lesson.id}`;
  const TypeIcon = lesson.type === 'video' ? PlayCircle : FileText;
  return (
    <div className="rounded-2xl border border-border bg-surface" data-testid="course-lesson">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panel}
          onClick={onToggle}
          className="flex min-h-14 w-full items-center gap-3 rounded-2xl p-3 text-left hover:bg-surface-2"
        >
          <span
            className={cn(
              'grid size-9 shrink-0 place-items-center rounded-full text-sm font-semibold',
              done ? 'bg-success/15 text-success' : 'bg-surface-2 text-muted',
            )}
          >
            {done ? <CheckCircle2 size={20} aria-label={t('lesson.done')} /> : n}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-semibold leading-snug">{text(lesson.title)}</span>
            <span className="flex items-center gap-1.5 text-sm text-muted">
              <TypeIcon size={14} aria-hidden />
              {t(`lesson.types.${lesson.type}`)}
              {lesson.minutes !== null && ` · ${t('list.minutes', { count: lesson.minutes })}`}
            </span>
          </span>
          <ChevronDown
            size={20}
            className={cn('shrink-0 text-muted transition-transform', open && 'rotate-180')}
            aria-hidden
          />
        </button>
      </h3>
      {open && (
        <div id={panel} className="border-t border-border p-3">
          {children}
        </div>
      )}
    </div>
  );
}
