import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckCircle2, ChevronRight } from 'lucide-react';
import type { TriviaListItem } from '../../../../shared/contracts/trivia';
import { useContentText } from '../../../lib/localized-text';
import { useLocalizedPath } from '../../../lib/localized-link';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Icon } from '../../../ui/icon';
import { cn } from '../../../ui/cn';
import { PageHeader } from '../../../ui/page-header';
import { QueryView } from '../../../ui/query-view';
import { EmptyState } from '../../../ui/states';
import { useTriviaList } from '../api/get-trivia-list';

/** /trivia: every published trivia, which ones this visitor unlocked and answered, and the points earned. */
export default function TriviaListPage() {
  const { t } = useTranslation('trivia');
  const query = useTriviaList();
  const localized = useLocalizedPath();
  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <PageHeader title={t('common:menu.trivia')} subtitle={t('list.subtitle')} />
      <Card className="flex items-center gap-3 p-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-soft text-brand">
          <Icon name="qr-code" size={22} />
        </span>
        <p className="min-w-0 flex-1 text-sm">{t('list.scanHint')}</p>
        <ButtonLink to={localized('/qr-scan')} size="sm">
          {t('list.scan')}
        </ButtonLink>
      </Card>
      <QueryView query={query}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState
              icon={<Icon name="brain" size={22} />}
              title={t('list.empty')}
              hint={t('list.emptyHint')}
            />
          ) : (
            <ul className="space-y-3">
              {data.items.map((item) => (
                <li key={item.id}>
                  <TriviaRow item={item} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </div>
  );
}

function TriviaRow({ item }: { item: TriviaListItem }) {
  const { t } = useTranslation('trivia');
  const text = useContentText();
  const localized = useLocalizedPath();
  const title = text(item.title);
  const status = item.answered ? (
    <span className="flex items-center gap-1.5 font-semibold text-success">
      <CheckCircle2 size={16} aria-hidden />
      {t('list.answered')}
      {item.points !== null && (
        <span className="text-fg"> · {t('list.earned', { points: item.points })}</span>
      )}
    </span>
  ) : item.unlocked ? (
    <span className="font-semibold text-brand">{t('list.unlocked')}</span>
  ) : (
    <span className="flex items-center gap-1.5 text-muted">
      <Icon name="lock" size={16} />
      <span>
        <span className="font-semibold">{t('list.locked')}</span> · {t('list.lockedHint')}
      </span>
    </span>
  );
  const body = (
    <>
      <span
        className={cn(
          'grid size-11 shrink-0 place-items-center rounded-full',
          item.unlocked ? 'bg-brand-soft text-brand' : 'bg-surface-2 text-muted',
        )}
      >
        {item.unlocked ? <Icon name="brain" size={22} /> : <Icon name="lock" size={20} />}
      </span>
      <span className="min-w-0 flex-1 space-y-1">
        <span className="block font-semibold leading-snug">{title}</span>
        <span className="block text-sm text-muted">
          {t('list.questions', { count: item.questionCount })} ·{' '}
          {t('list.minutes', { count: item.timeLimitMinutes })}
        </span>
        <span className="block text-sm">{status}</span>
      </span>
    </>
  );
  const box = 'flex items-center gap-3 rounded-2xl border border-border bg-surface p-4';
  // Only an unlocked trivia opens: a locked one is a reminder to scan its poster.
  return item.unlocked ? (
    <Link
      to={localized(`/trivia/${item.id}`)}
      className={cn(box, 'transition-colors hover:bg-surface-2 focus-visible:outline-2')}
      data-testid="trivia-row"
    >
      {body}
      <ChevronRight size={20} className="shrink-0 text-muted" aria-hidden />
    </Link>
  ) : (
    <div className={box} data-testid="trivia-row">
      {body}
    </div>
  );
}
