import { describe, expect, it } from 'vitest';
import { contentInputSchema } from '../../../../shared/contracts/content';
import { newAnswer, newQuestion } from '../components/kind-fields/trivia-fields';
import { formValuesOf, withoutEmptyTranslations } from './form-values';

type Question = ReturnType<typeof newQuestion>;

/** A new trivia as the form starts it, with its English texts typed in. */
function filledTrivia() {
  const values = formValuesOf('trivia');
  values.translations.en = { title: 'Athletics quiz', text: 'Five minutes' };
  const fields = values.fields as { author: string; questions: Question[] };
  fields.author = 'Organisers';
  fields.questions[0]!.text.en = 'How long is a lap?';
  fields.questions[0]!.answers[0]!.text.en = '400 m';
  fields.questions[0]!.answers[1]!.text.en = '200 m';
  return { values, questions: fields.questions };
}

const check = (values: ReturnType<typeof formValuesOf>) =>
  contentInputSchema.safeParse(withoutEmptyTranslations(values));

describe('the trivia form', () => {
  it('starts with one question whose first answer is correct, valid once its English texts are typed', () => {
    const { values } = filledTrivia();
    const parsed = check(values);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    const fields = parsed.data!.fields as { points_per_question: number; poster_version: number };
    expect(fields.points_per_question).toBe(1000);
    expect(fields.poster_version).toBe(1);
  });

  it('refuses a question with no correct answer or two, under the question’s answers', () => {
    for (const correct of [
      [false, false],
      [true, true],
    ]) {
      const { values, questions } = filledTrivia();
      questions[0]!.answers.forEach((a, i) => (a.correct = correct[i]!));
      const parsed = check(values);
      expect(parsed.success).toBe(false);
      expect(parsed.error!.issues).toContainEqual(
        expect.objectContaining({ path: ['fields', 'questions', 0, 'answers'], message: 'triviaOneCorrect' }),
      );
    }
  });

  it('refuses a question with one answer, or seven', () => {
    const { values, questions } = filledTrivia();
    questions[0]!.answers.splice(1);
    expect(check(values).success).toBe(false);
    const seven = filledTrivia();
    const answers = seven.questions[0]!.answers;
    while (answers.length < 7) answers.push({ ...newAnswer(), text: { en: 'x', es: '', pt: '', az: '' } });
    expect(check(seven.values).success).toBe(false);
  });

  it('makes new questions and answers with ids of their own', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newQuestion().id));
    expect(ids.size).toBe(50);
    expect(newQuestion().answers.filter((a) => a.correct)).toHaveLength(1);
  });
});
