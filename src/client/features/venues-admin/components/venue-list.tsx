import { useTranslation } from 'react-i18next';
import { MapPin, Pencil, Trash2 } from 'lucide-react';
import type { AdminVenue } from '../../../../shared/contracts/venues';
import { cn } from '../../../ui/cn';
import { VENUE_LANGUAGES } from './venue-form';

const iconButton =
  'grid size-11 shrink-0 place-items-center rounded-xl text-muted transition-colors hover:bg-surface-2 hover:text-fg';

/** The venues by code, each with where it is, what is held there, what is untranslated, and its actions. */
export function VenueList({
  venues,
  selected,
  onEdit,
  onDelete,
}: {
  venues: AdminVenue[];
  selected?: string;
  onEdit: (code: string) => void;
  onDelete: (venue: AdminVenue) => void;
}) {
  const { t, i18n } = useTranslation('venues-admin');
  const decimal = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 4 });
  return (
    <ol
      className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface"
      aria-label={t('listLabel')}
    >
      {venues.map((v) => {
        const untranslated = VENUE_LANGUAGES.filter((l) => !v.names[l]);
        return (
          <li
            key={v.code}
            data-testid="venue-row"
            className={cn('flex items-start gap-2 p-3', selected === v.code && 'bg-brand-soft')}
          >
            {v.image ? (
              <img
                src={v.image.src}
                alt=""
                className="size-14 shrink-0 rounded-lg border border-border object-cover"
              />
            ) : (
              <span
                aria-hidden
                className="grid size-14 shrink-0 place-items-center rounded-lg bg-surface-2 text-muted"
              >
                <MapPin size={20} />
              </span>
            )}
            <div className="min-w-0 flex-1">
              <p className="font-semibold [overflow-wrap:anywhere]">
                {v.names.en}{' '}
                <span className="rounded-md bg-surface-2 px-1.5 py-0.5 font-mono text-xs text-muted">
                  {v.code}
                </span>
              </p>
              <p className="text-sm text-muted [overflow-wrap:anywhere]">
                {[v.city, v.address].filter(Boolean).join(' · ')}
              </p>
              <p className="text-sm tabular-nums text-muted">
                {decimal.format(v.latitude)}, {decimal.format(v.longitude)}
              </p>
              <p className="mt-1 flex flex-wrap gap-1.5 text-xs font-semibold">
                <span className="rounded-full bg-surface-2 px-2 py-0.5 text-muted">
                  {t('held', { count: v.units + v.schedule_items })}
                </span>
                {untranslated.length > 0 && (
                  <span className="rounded-full bg-warning/15 px-2 py-0.5 text-fg">
                    {t('untranslated', { languages: untranslated.map((l) => t(`language.${l}`)).join(', ') })}
                  </span>
                )}
              </p>
            </div>
            <div className="flex shrink-0 flex-col gap-0.5 sm:flex-row">
              <button
                type="button"
                className={iconButton}
                onClick={() => onEdit(v.code)}
                aria-label={t('edit', { name: v.names.en })}
              >
                <Pencil size={18} aria-hidden />
              </button>
              <button
                type="button"
                className={cn(iconButton, 'hover:text-danger')}
                onClick={() => onDelete(v)}
                aria-label={t('delete', { name: v.names.en })}
              >
                <Trash2 size={18} aria-hidden />
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
