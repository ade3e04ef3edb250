import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import type { StartAnswer, TriviaListItem } from '../../../../shared/contracts/trivia';
import { TRIVIA_ERRORS } from '../../../../shared/domain/trivia-values';
import { isApiError } from '../../../lib/api-client';
import { useContentText } from '../../../lib/localized-text';
import { useLocalizedPath } from '../../../lib/localized-link';
import { notify } from '../../../lib/notify';
import { Button, ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Icon } from '../../../ui/icon';
import { QueryView } from '../../../ui/query-view';
import { useTrivia } from '../api/get-trivia';
import { useSaveAnswers } from '../api/save-answers';
import { useStartTrivia } from '../api/start-trivia';
import { Countdown } from '../components/countdown';
import { QuestionCard } from '../components/question-card';
import { clockOffsetMs } from '../lib/countdown';

interface Attempt extends StartAnswer {
  offsetMs: number;
}

type Outcome =
  | { kind: 'saved'; correct: number; total: number; points: number; totalPoints: number }
  | { kind: 'already' }
  | { kind: 'refused'; message: string };

/** /trivia/:id: the trivia's card, then its questions against the clock, then the score. */
export default function TriviaPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('trivia');
  const query = useTrivia(id);
  const localized = useLocalizedPath();
  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <ButtonLink to={localized('/trivia')} variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft size={16} aria-hidden />
        {t('play.back')}
      </ButtonLink>
      <QueryView query={query}>{(trivia) => <TriviaPlay key={trivia.id} trivia={trivia} />}</QueryView>
    </div>
  );
}

function TriviaPlay({ trivia }: { trivia: TriviaListItem }) {
  const { t } = useTranslation('trivia');
  const text = useContentText();
  const localized = useLocalizedPath();
  const start = useStartTrivia();
  const save = useSaveAnswers();
  const [attempt, setAttempt] = useState<Attempt>();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [timeUp, setTimeUp] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  // The latest choices for the time-up send, which runs from the timer's callback.
  const chosenRef = useRef(chosen);
  const choose = (questionId: string, answerId: string) => {
    chosenRef.current = { ...chosenRef.current, [questionId]: answerId };
    setChosen(chosenRef.current);
  };
  const sent = useRef(false);

  async function begin() {
    try {
      const answer = await start.mutateAsync(trivia.id);
      setAttempt({ ...answer, offsetMs: clockOffsetMs(answer.serverNow, Date.now()) });
    } catch (err) {
      if (isApiError(err) && err.code === TRIVIA_ERRORS.alreadyAnswered) {
        setOutcome({ kind: 'already' });
        void notify.error(t('play.alreadyAnswered'));
      } else {
        void notify.error(isApiError(err) ? err.message : t('common:state.loadError'));
      }
    }
  }

  const send = useCallback(async () => {
    if (sent.current) return;
    sent.current = true;
    try {
      const result = await save.mutateAsync({ id: trivia.id, answers: chosenRef.current });
      setOutcome({ kind: 'saved', ...result });
      void notify.success(t('play.saved'));
    } catch (err) {
      if (isApiError(err) && (err.status === 409 || err.code === TRIVIA_ERRORS.alreadyAnswered)) {
        setOutcome({ kind: 'already' });
        void notify.error(t('play.alreadyAnswered'));
        return;
      }
      // The server judged the answers late (or could not take them): nothing more can be sent.
      const refused = isApiError(err) && err.status < 500;
      if (refused) setOutcome({ kind: 'refused', message: err.message });
      else sent.current = false;
      void notify.error(t('play.saveError'), refused ? { description: err.message } : undefined);
    }
    // mutateAsync is stable; the mutation object is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trivia.id, t]);

  const onTimeUp = useCallback(() => {
    setTimeUp(true);
    void send();
  }, [send]);

  const title = text(trivia.title);

  if (outcome || (trivia.answered && !attempt)) {
    return <Result title={title} outcome={outcome ?? { kind: 'already' }} earned={trivia.points} />;
  }

  if (!attempt) {
    return (
      <Card className="space-y-4 p-5">
        <h1 className="text-[length:var(--text-h2)] font-bold leading-tight">{title}</h1>
        {text(trivia.description) && <p className="text-muted">{text(trivia.description)}</p>}
        <ul className="flex flex-wrap gap-2 text-sm">
          <li className="rounded-full bg-surface-2 px-3 py-1">
            {t('list.questions', { count: trivia.questionCount })}
          </li>
          <li className="rounded-full bg-surface-2 px-3 py-1">
            {t('list.minutes', { count: trivia.timeLimitMinutes })}
          </li>
          {trivia.author && (
            <li className="rounded-full bg-surface-2 px-3 py-1">{t('list.by', { author: trivia.author })}</li>
          )}
        </ul>
        {trivia.unlocked ? (
          <>
            <p className="flex items-start gap-2 text-sm">
              <Icon name="timer" size={18} className="mt-0.5 shrink-0 text-brand" />
              {t('play.startHint', { count: trivia.timeLimitMinutes, questions: trivia.questionCount })}
            </p>
            <Button size="lg" className="w-full" loading={start.isPending} onClick={() => void begin()}>
              {t('play.start')}
            </Button>
          </>
        ) : (
          <>
            <p className="flex items-start gap-2 rounded-xl bg-surface-2 p-3 text-sm font-semibold">
              <Icon name="lock" size={18} className="mt-0.5 shrink-0" />
              {t('play.locked')}
            </p>
            <ButtonLink to={localized('/qr-scan')} size="lg" className="w-full">
              <Icon name="qr-code" size={18} />
              {t('list.scan')}
            </ButtonLink>
          </>
        )}
      </Card>
    );
  }

  const total = attempt.questions.length;
  const answeredCount = attempt.questions.filter((q) => chosen[q.id]).length;
  const locked = timeUp || save.isPending;
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <div className="sticky top-0 z-10 -mx-1 flex items-center justify-between gap-3 bg-bg/95 px-1 py-2 backdrop-blur">
        <h1 className="min-w-0 truncate text-[length:var(--text-lead)] font-bold">{title}</h1>
        <Countdown deadline={attempt.deadline} offsetMs={attempt.offsetMs} onTimeUp={onTimeUp} />
      </div>
      {timeUp && (
        <p role="alert" className="rounded-xl bg-danger/10 px-3 py-2 font-semibold text-danger">
          {t('play.timeUp')}. {t('play.timeUpHint')}
        </p>
      )}
      {attempt.questions.map((q, i) => (
        <QuestionCard
          key={q.id}
          question={q}
          index={i}
          total={total}
          chosen={chosen[q.id]}
          disabled={locked}
          onChoose={(answerId) => choose(q.id, answerId)}
        />
      ))}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">{t('play.chosen', { count: answeredCount, total })}</p>
        <Button type="submit" size="lg" loading={save.isPending} disabled={timeUp}>
          {t('play.submit')}
        </Button>
      </div>
    </form>
  );
}

function Result({ title, outcome, earned }: { title: string; outcome: Outcome; earned: number | null }) {
  const { t } = useTranslation('trivia');
  const localized = useLocalizedPath();
  return (
    <Card className="space-y-4 p-5 text-center" data-testid="trivia-result">
      <h1 className="text-[length:var(--text-h2)] font-bold leading-tight">{title}</h1>
      {outcome.kind === 'saved' && (
        <>
          <CheckCircle2 size={48} className="mx-auto text-success" aria-hidden />
          <p className="text-lg font-semibold">{t('play.saved')}</p>
          <p className="text-2xl font-bold">
            {t('play.result', { correct: outcome.correct, total: outcome.total })}
          </p>
          <p className="text-lg font-semibold text-brand">{t('play.earned', { points: outcome.points })}</p>
          <p className="text-muted">{t('play.total', { points: outcome.totalPoints })}</p>
        </>
      )}
      {outcome.kind === 'already' && (
        <>
          <CheckCircle2 size={48} className="mx-auto text-muted" aria-hidden />
          <p className="text-lg font-semibold">{t('play.alreadyAnswered')}</p>
          {earned !== null && <p className="text-muted">{t('list.earned', { points: earned })}</p>}
        </>
      )}
      {outcome.kind === 'refused' && (
        <>
          <p className="text-lg font-semibold text-danger" role="alert">
            {t('play.refused')}
          </p>
          <p className="text-muted">{outcome.message}</p>
        </>
      )}
      <ButtonLink to={localized('/trivia')} variant="secondary" className="w-full">
        {t('play.back')}
      </ButtonLink>
    </Card>
  );
}
