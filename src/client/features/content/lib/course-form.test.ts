import { describe, expect, it } from 'vitest';
import { contentInputSchema } from '../../../../shared/contracts/content';
import { formValuesOf, withoutEmptyTranslations } from './form-values';

type Lesson = { type: string; title: { en: string }; video_url: string | null; document_id?: string | null };

const check = (values: ReturnType<typeof formValuesOf>) =>
  contentInputSchema.safeParse(withoutEmptyTranslations(values));

/** A new course as the form starts it, with its title typed in. */
function newCourse() {
  const values = formValuesOf('course');
  values.translations.en = { title: 'Fair play', text: '' };
  return { values, lessons: (values.fields as { lessons: Lesson[] }).lessons };
}

describe('the course form', () => {
  it('starts with one video lesson that asks for its title and its video', () => {
    const parsed = check(newCourse().values);
    expect(parsed.success).toBe(false);
    const at = parsed.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(at).toContain('fields.lessons.0.title.en:required');
    expect(at).toContain('fields.lessons.0.video_url:required');
  });

  it('takes an uploaded video’s address or an https one, never another scheme', () => {
    const { values, lessons } = newCourse();
    lessons[0]!.title.en = 'Welcome';
    for (const url of ['/api/files/x/video.webm', 'https://videos.example.org/a.mp4']) {
      lessons[0]!.video_url = url;
      expect(check(values).success).toBe(true);
    }
    for (const url of ['javascript:alert(1)', '//evil.example/a.mp4', 'http://plain.example/a.mp4']) {
      lessons[0]!.video_url = url;
      expect(check(values).error!.issues[0]).toMatchObject({ message: 'videoUrlFormat' });
    }
  });

  it('asks a document lesson for its PDF, under the lesson', () => {
    const { values, lessons } = newCourse();
    Object.assign(lessons[0]!, { type: 'document', title: { en: 'Rules' }, document_id: null });
    expect(check(values).error!.issues).toContainEqual(
      expect.objectContaining({ path: ['fields', 'lessons', 0, 'document_id'], message: 'required' }),
    );
  });
});
