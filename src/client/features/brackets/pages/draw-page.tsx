import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EventPicker, useChosenEvent } from '../../schedule';
import { useDisciplineEvents } from '../../disciplines';
import { EmptyState } from '../../../ui/states';
import { Icon } from '../../../ui/icon';
import EventDraw from '../components/event-draw';

/** /discipline/{key}/draw/{event}: an event's pool tables and bracket (one tap from a match). */
export default function DrawPage() {
  const { t } = useTranslation('brackets');
  const params = useParams();
  const discipline = (params.disciplineKey ?? '').toUpperCase();
  const chosen = useChosenEvent(discipline);
  const event = (params.event ?? chosen.event).toUpperCase();
  const events = useDisciplineEvents(discipline || undefined);
  const name = events.data?.events.find((e) => e.code === event)?.name;
  const { hash } = useLocation();
  // An address that names a pool or the bracket scrolls there once the tables are drawn.
  useEffect(() => {
    if (!hash) return;
    const timer = setInterval(() => {
      const target = document.getElementById(hash.slice(1));
      if (target) {
        target.scrollIntoView();
        clearInterval(timer);
      }
    }, 100);
    const stop = setTimeout(() => clearInterval(timer), 5000);
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
    };
  }, [hash, event]);
  return (
    <div className="space-y-4">
      <h2 className="text-[length:var(--text-h3)] font-bold">{name ?? t('title')}</h2>
      {!params.event && <EventPicker fixedDiscipline={discipline} />}
      {event ? (
        <EventDraw event={event} />
      ) : (
        <EmptyState title={t('choose')} icon={<Icon name="trophy" size={22} aria-hidden />} />
      )}
    </div>
  );
}
