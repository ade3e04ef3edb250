import { useTranslation } from 'react-i18next';

/** "3 lessons · about 25 min" (the minutes only when the organisers gave them). */
export function useLessonsText() {
  const { t } = useTranslation('courses');
  return (lessons: number, minutes: number) =>
    [t('list.lessons', { count: lessons }), minutes > 0 && t('list.minutes', { count: minutes })]
      .filter(Boolean)
      .join(' · ');
}
