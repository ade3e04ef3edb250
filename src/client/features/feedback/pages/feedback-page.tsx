import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { Icon } from '../../../ui/icon';
import {
  feedbackSchema,
  SENTIMENTS,
  sentimentField,
  SUGGESTION_MAX,
  SUGGESTION_MIN,
  type Sentiment,
} from '../../../../shared/contracts/feedback';
import type { LocaleTag } from '../../../../shared/domain/locales';
import { authMessage } from '../../../../shared/i18n/auth-messages';
import { feedbackMessage } from '../../../../shared/i18n/feedback-messages';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { cn } from '../../../ui/cn';
import { PageHeader } from '../../../ui/page-header';
import { useSendFeedback } from '../api/send-feedback';
import { SENTIMENT_ICONS } from '../sentiments';

/**
 * /feedback in two steps: how the reader feels about the app, then a suggestion. Both are
 * checked by the schema the server uses, so the messages are the same on both sides.
 */
export default function FeedbackPage() {
  const { t, i18n } = useTranslation('feedback');
  const locale = i18n.language as LocaleTag;
  const say = (key: string) => feedbackMessage(key, locale) ?? authMessage(key, locale);
  const id = useId();
  const [step, setStep] = useState<1 | 2 | 'done'>(1);
  const [sentiment, setSentiment] = useState<Sentiment | undefined>();
  const [suggestion, setSuggestion] = useState('');
  const [errors, setErrors] = useState<{ sentiment?: string; suggestion?: string; form?: string }>({});
  const [thanks, setThanks] = useState('');
  const send = useSendFeedback();
  const textarea = useRef<HTMLTextAreaElement>(null);

  const next = () => {
    const checked = sentimentField.safeParse(sentiment);
    if (!checked.success) return setErrors({ sentiment: say(checked.error.issues[0]!.message) });
    setErrors({});
    setStep(2);
    requestAnimationFrame(() => textarea.current?.focus());
  };

  const submit = () => {
    const checked = feedbackSchema.safeParse({ sentiment, suggestion });
    if (!checked.success) {
      const found: typeof errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as 'sentiment' | 'suggestion';
        found[field] ??= say(issue.message);
      }
      if (found.sentiment) setStep(1);
      return setErrors(found);
    }
    setErrors({});
    const sending = notify.loading(t('sending'));
    send.mutate(checked.data, {
      onSuccess: ({ message }) => {
        void sending.then((toastId) => notify.dismiss(toastId));
        void notify.success(message);
        setThanks(message);
        setStep('done');
      },
      onError: (err) => {
        void sending.then((toastId) => notify.dismiss(toastId));
        // The server's own sentence when it says what was wrong (a field, a lapsed session, the
        // daily limit); the generic one for anything else (no network, a server fault).
        const known = isApiError(err) && [400, 401, 429].includes(err.status);
        const message = known ? err.message : t('error');
        if (isApiError(err) && err.status === 400) setErrors({ ...err.fields });
        else setErrors({ form: message });
        void notify.error(message);
      },
    });
  };

  if (step === 'done')
    return (
      <div className="mx-auto max-w-xl">
        <PageHeader title={t('title')} />
        <Card className="flex flex-col items-center gap-3 p-8 text-center" role="status">
          <Icon name="circle-check" size={40} className="text-success" />
          <p className="text-lg font-bold">{thanks}</p>
          <Button
            variant="secondary"
            onClick={() => {
              setSentiment(undefined);
              setSuggestion('');
              setStep(1);
            }}
          >
            {t('again')}
          </Button>
        </Card>
      </div>
    );

  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={t('title')} subtitle={t('stepOf', { step, steps: 2 })} />
      <Card className="p-5">
        {step === 1 ? (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              next();
            }}
          >
            <fieldset aria-describedby={errors.sentiment ? `${id}-sentiment` : undefined}>
              <legend className="mb-4 text-lg font-bold">{t('howFeel')}</legend>
              <div className="grid grid-cols-3 gap-3">
                {SENTIMENTS.map((s) => {
                  const chosen = sentiment === s;
                  return (
                    <label
                      key={s}
                      className={cn(
                        // relative: the hidden radio lies inside its card, where a tap on it lands.
                        'relative flex min-h-24 cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 p-3 text-sm font-semibold transition-colors has-[:focus-visible]:outline-2',
                        chosen
                          ? 'border-brand bg-brand/10 text-brand-ink'
                          : 'border-border hover:bg-surface-2',
                      )}
                    >
                      <input
                        type="radio"
                        name="sentiment"
                        value={s}
                        className="sr-only"
                        checked={chosen}
                        onChange={() => {
                          setSentiment(s);
                          setErrors({});
                        }}
                      />
                      <Icon name={SENTIMENT_ICONS[s]} size={36} />
                      {t(`sentiments.${s}`)}
                    </label>
                  );
                })}
              </div>
            </fieldset>
            {errors.sentiment && (
              <p id={`${id}-sentiment`} className="mt-3 text-sm text-danger" role="alert">
                {errors.sentiment}
              </p>
            )}
            <div className="mt-5 flex justify-end">
              <Button type="submit">{t('next')}</Button>
            </div>
          </form>
        ) : (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <label htmlFor={`${id}-suggestion`} className="block text-lg font-bold">
              {t('suggestion')}
            </label>
            <p id={`${id}-hint`} className="mb-3 text-sm text-muted">
              {t('suggestionHint', { min: SUGGESTION_MIN })}
            </p>
            <textarea
              ref={textarea}
              id={`${id}-suggestion`}
              rows={6}
              maxLength={SUGGESTION_MAX}
              value={suggestion}
              aria-invalid={errors.suggestion ? true : undefined}
              aria-describedby={cn(errors.suggestion && `${id}-suggestion-error`, `${id}-hint`)}
              onChange={(e) => setSuggestion(e.target.value)}
              className={cn(
                'w-full rounded-xl border bg-surface p-3 text-[0.9375rem] text-fg outline-none focus:border-brand focus:ring-2 focus:ring-brand/25',
                errors.suggestion ? 'border-danger' : 'border-control',
              )}
            />
            <div className="mt-1 flex justify-between gap-3 text-sm">
              <span>
                {errors.suggestion && (
                  <span id={`${id}-suggestion-error`} className="text-danger" role="alert">
                    {errors.suggestion}
                  </span>
                )}
              </span>
              <span className="shrink-0 text-muted">
                {t('count', { count: suggestion.trim().length, max: SUGGESTION_MAX })}
              </span>
            </div>
            {errors.form && (
              <p className="mt-3 text-sm text-danger" role="alert">
                {errors.form}
              </p>
            )}
            <div className="mt-5 flex justify-between gap-3">
              <Button variant="ghost" icon={<ArrowLeft size={16} aria-hidden />} onClick={() => setStep(1)}>
                {t('back')}
              </Button>
              <Button type="submit" loading={send.isPending} icon={<Icon name="send" size={16} />}>
                {send.isPending ? t('sending') : t('send')}
              </Button>
            </div>
          </form>
        )}
      </Card>
    </div>
  );
}
