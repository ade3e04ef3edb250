import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../../ui/card';
import { useCountryName } from '../../../lib/use-country-name';
import { pickLocalized } from '../../../lib/localized-text';
import { useDisciplines } from '../../disciplines';
import { useFollows } from '../../follow';
import { FeedLink } from './feed-link';
import { PersonalFeed } from './personal-feed';

/** Calendars to subscribe to: the reader's own, and those of the delegations and sports they follow. */
export function CalendarSection() {
  const { t, i18n } = useTranslation('notifications');
  const follows = useFollows().filter((f) => f.kind === 'delegation' || f.kind === 'discipline');
  const { name } = useCountryName();
  const disciplines = useDisciplines().data?.items ?? [];
  const label = (kind: string, code: string) => {
    if (kind === 'delegation') return name(code);
    const d = disciplines.find((x) => x.code === code);
    return d ? pickLocalized(d.names, i18n.language) : code;
  };
  return (
    <Card>
      <CardHeader title={t('calendar.title')} />
      <div className="flex flex-col gap-6 p-4">
        <section>
          <h3 className="mb-2 font-semibold">{t('calendar.mine')}</h3>
          <PersonalFeed />
        </section>
        <section>
          <h3 className="mb-1 font-semibold">{t('calendar.public')}</h3>
          {follows.length === 0 ? (
            <p className="text-sm text-muted">{t('calendar.publicEmpty')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-border">
              {follows.map((f) => (
                <li key={`${f.kind}:${f.code}`} className="flex items-center justify-between gap-3 py-2">
                  <span className="min-w-0 truncate">{label(f.kind, f.code)}</span>
                  <FeedLink kind={f.kind as 'delegation' | 'discipline'} code={f.code} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Card>
  );
}
