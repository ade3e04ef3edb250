import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Check, Trash2 } from 'lucide-react';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../../../../shared/contracts/content';
import { TRIVIA_LIMITS, TRIVIA_TYPES } from '../../../../../shared/contracts/trivia';
import { cn } from '../../../../ui/cn';
import { Field, inputClass, useFieldMessage, errorAt } from '../field';
import { DisciplineField } from './discipline-field';
import { iconButton, ListEnd, listErrorAt } from './list-editing';
import { LanguagePicker } from './language-picker';
import type { KindFieldsProps } from './kind-fields-props';

const emptyText = () => ({ en: '', es: '', pt: '', az: '' });
/** An id for a new question or answer, unique within the trivia (kept in the visitors' answers). */
const newId = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 8)}`;
export const newAnswer = (correct = false) => ({ id: newId('a'), text: emptyText(), correct });
export const newQuestion = () => ({
  id: newId('q'),
  text: emptyText(),
  answers: [newAnswer(true), newAnswer()],
});

/** A number input held to the contract's bounds for the field. */
const wholeNumber = (limits: { min: number; max: number }) => ({
  type: 'number',
  inputMode: 'numeric' as const,
  min: limits.min,
  max: limits.max,
  className: inputClass,
});

/**
 * A trivia's own fields: time limit, points, author, discipline, type, and its questions, each
 * with 2 to 6 answers of which exactly one is correct. The title and the description are the
 * item's texts above. Question and answer texts are edited one language at a time.
 */
export function TriviaFields(props: KindFieldsProps) {
  const { form } = props;
  const { t } = useTranslation('trivia');
  const err = (path: string) => errorAt(form.formState.errors, path);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('admin.timeLimit')} error={err('fields.time_limit_minutes')}>
          {(a11y) => (
            <input
              {...a11y}
              {...wholeNumber(TRIVIA_LIMITS.timeLimitMinutes)}
              {...form.register('fields.time_limit_minutes', { valueAsNumber: true })}
            />
          )}
        </Field>
        <Field
          label={t('admin.pointsPerQuestion')}
          hint={t('admin.pointsHint')}
          error={err('fields.points_per_question')}
        >
          {(a11y) => (
            <input
              {...a11y}
              {...wholeNumber(TRIVIA_LIMITS.pointsPerQuestion)}
              step={100}
              {...form.register('fields.points_per_question', { valueAsNumber: true })}
            />
          )}
        </Field>
        <Field label={t('admin.author')} error={err('fields.author')}>
          {(a11y) => <input {...a11y} {...form.register('fields.author')} className={inputClass} />}
        </Field>
        <Field label={t('admin.type')} error={err('fields.type')}>
          {(a11y) => (
            <select {...a11y} {...form.register('fields.type')} className={inputClass}>
              {TRIVIA_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <DisciplineField {...props} />
      </div>
      <Questions form={form} />
    </>
  );
}

function Questions({ form }: Pick<KindFieldsProps, 'form'>) {
  const { t } = useTranslation('trivia');
  const message = useFieldMessage();
  const [lang, setLang] = useState<ContentLanguage>('en');
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'fields.questions' });
  const errors = form.formState.errors;
  const listError = message(listErrorAt(errors, 'fields.questions'));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold">{t('admin.questions')}</legend>
      <p className="text-xs text-muted">{t('admin.questionsHint')}</p>
      <LanguagePicker value={lang} onChange={setLang} label={t('admin.editLanguage')} />
      {lang !== 'en' && <p className="text-xs text-muted">{t('admin.englishRequired')}</p>}
      <ol className="space-y-3">
        {fields.map((q, i) => (
          <li key={q.id} className="rounded-xl border border-border p-3" data-testid="trivia-question">
            <Question
              form={form}
              index={i}
              lang={lang}
              onRemove={fields.length > 1 ? () => remove(i) : undefined}
            />
          </li>
        ))}
      </ol>
      <ListEnd
        error={listError}
        disabled={fields.length >= TRIVIA_LIMITS.questions.max}
        onAdd={() => append(newQuestion())}
      >
        {t('admin.addQuestion')}
      </ListEnd>
    </fieldset>
  );
}

function Question({
  form,
  index,
  lang,
  onRemove,
}: Pick<KindFieldsProps, 'form'> & { index: number; lang: ContentLanguage; onRemove?: () => void }) {
  const { t } = useTranslation('trivia');
  const message = useFieldMessage();
  const base = `fields.questions.${index}` as const;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: `${base}.answers` });
  const answers = (useWatch({ control: form.control, name: `${base}.answers` }) ?? []) as {
    correct?: boolean;
  }[];
  const errors = form.formState.errors;
  const textError = message(errorAt(errors, `${base}.text.${lang}`));
  const answersError = message(listErrorAt(errors, `${base}.answers`));
  const n = index + 1;
  const markCorrect = (chosen: number) =>
    fields.forEach((_, j) =>
      form.setValue(`${base}.answers.${j}.correct`, j === chosen, {
        shouldDirty: true,
        shouldValidate: false,
      }),
    );
  return (
    <div className="space-y-2">
      <div className="flex items-end gap-2">
        <div className="flex-1 space-y-1 text-xs font-semibold">
          <span aria-hidden>{t('admin.question', { n })}</span>
          {/* Every language stays registered so switching languages never loses typing. */}
          {CONTENT_LANGUAGES.map((l) => (
            <input
              key={l}
              hidden={l !== lang}
              lang={l}
              aria-label={t('admin.question', { n })}
              {...form.register(`${base}.text.${l}`)}
              aria-invalid={l === lang && textError ? true : undefined}
              className={inputClass}
            />
          ))}
        </div>
        {onRemove && (
          <button
            type="button"
            className={cn(iconButton, 'hover:text-danger')}
            onClick={onRemove}
            aria-label={t('admin.removeQuestion', { n })}
          >
            <Trash2 size={18} aria-hidden />
          </button>
        )}
      </div>
      {textError && (
        <p role="alert" className="text-sm text-danger">
          {textError}
        </p>
      )}
      <div className="space-y-2" role="radiogroup" aria-label={t('admin.correct', { n })}>
        {fields.map((a, j) => {
          const answerError = message(errorAt(errors, `${base}.answers.${j}.text.${lang}`));
          const correct = Boolean(answers[j]?.correct);
          return (
            <div key={a.id} className="flex items-start gap-2">
              <button
                type="button"
                role="radio"
                aria-checked={correct}
                aria-label={`${t('admin.answer', { n: j + 1 })}: ${t('admin.correctShort')}`}
                onClick={() => markCorrect(j)}
                className={cn(
                  'grid size-11 shrink-0 place-items-center rounded-xl border',
                  correct ? 'border-success bg-success/15 text-success' : 'border-border text-muted',
                )}
              >
                <Check size={18} aria-hidden />
              </button>
              <div className="min-w-0 flex-1">
                {CONTENT_LANGUAGES.map((l) => (
                  <input
                    key={l}
                    hidden={l !== lang}
                    lang={l}
                    aria-label={t('admin.answer', { n: j + 1 })}
                    aria-invalid={l === lang && answerError ? true : undefined}
                    {...form.register(`${base}.answers.${j}.text.${l}`)}
                    className={inputClass}
                  />
                ))}
                {answerError && (
                  <p role="alert" className="mt-1 text-sm text-danger">
                    {answerError}
                  </p>
                )}
              </div>
              <button
                type="button"
                className={cn(iconButton, 'hover:text-danger')}
                disabled={fields.length <= TRIVIA_LIMITS.answers.min}
                onClick={() => remove(j)}
                aria-label={t('admin.removeAnswer', { n: j + 1 })}
              >
                <Trash2 size={18} aria-hidden />
              </button>
            </div>
          );
        })}
      </div>
      <ListEnd
        error={answersError}
        size="sm"
        disabled={fields.length >= TRIVIA_LIMITS.answers.max}
        onAdd={() => append(newAnswer())}
      >
        {t('admin.addAnswer')}
      </ListEnd>
    </div>
  );
}
