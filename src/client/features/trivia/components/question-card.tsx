import { useTranslation } from 'react-i18next';
import type { StartAnswer } from '../../../../shared/contracts/trivia';
import { useContentText } from '../../../lib/localized-text';
import { cn } from '../../../ui/cn';

type Question = StartAnswer['questions'][number];

/** One question as a radio group: the legend is the question, each choice a labelled radio button. */
export function QuestionCard({
  question,
  index,
  total,
  chosen,
  disabled,
  onChoose,
}: {
  question: Question;
  index: number;
  total: number;
  chosen: string | undefined;
  disabled: boolean;
  onChoose: (answerId: string) => void;
}) {
  const { t } = useTranslation('trivia');
  const text = useContentText();
  const name = `question-${question.id}`;
  return (
    <fieldset className="min-w-0 rounded-2xl border border-border bg-surface p-4" disabled={disabled}>
      <legend className="float-left mb-3 w-full">
        <span className="block text-xs font-semibold uppercase tracking-wide text-muted">
          {t('play.question', { n: index + 1, total })}
        </span>
        <span className="mt-1 block text-[length:var(--text-lead)] font-semibold leading-snug">
          {text(question.text)}
        </span>
      </legend>
      <div className="clear-both space-y-2">
        {question.answers.map((a) => {
          const id = `${name}-${a.id}`;
          const checked = chosen === a.id;
          return (
            <label
              key={a.id}
              htmlFor={id}
              className={cn(
                'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-2.5 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                checked ? 'border-brand bg-brand-soft font-semibold' : 'border-border hover:bg-surface-2',
                disabled && 'cursor-not-allowed opacity-70',
              )}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={a.id}
                checked={checked}
                onChange={() => onChoose(a.id)}
                className="size-5 shrink-0 accent-[var(--brand)]"
              />
              <span>{text(a.text)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
