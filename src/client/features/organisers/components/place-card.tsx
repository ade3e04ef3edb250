import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { Place } from '../api/get-places';
import { useContentText } from '../../../lib/localized-text';
import { buttonClass } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { DirectionsLink } from './directions-link';
import { ContentPicture } from './content-picture';

/** One hotel, hospital or other place: photo, where, how to call, when open, the way there. */
export function PlaceCard({ place, km }: { place: Place; km?: number }) {
  const { t, i18n } = useTranslation('content');
  const text = useContentText();
  const title = text(place.title);
  const body = text(place.text);
  const hasPoint = place.latitude !== null && place.longitude !== null;
  return (
    <Card id={`place-${place.id}`} className="flex w-full flex-col overflow-hidden" data-testid="place-card">
      {place.image && (
        <ContentPicture
          image={place.image}
          alt={title}
          sizes="(min-width: 1024px) 30rem, (min-width: 640px) 50vw, 100vw"
          className="aspect-[16/9] w-full bg-surface-2"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-lg font-semibold leading-snug">{title}</h2>
          {km !== undefined && (
            <span className="shrink-0 rounded-full bg-brand-soft px-2.5 py-0.5 text-sm font-semibold text-fg tabular-nums">
              {t('places.km', {
                km: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: km < 10 ? 1 : 0 }).format(
                  km,
                ),
              })}
            </span>
          )}
        </div>
        {body && <p className="whitespace-pre-line text-sm text-muted">{body}</p>}
        <ul className="space-y-1.5 text-[0.9375rem]">
          {place.address && (
            <PlaceFact icon={MapPin} label={t('places.address')}>
              {place.address}
            </PlaceFact>
          )}
          {place.hours && (
            <PlaceFact icon={Clock} label={t('places.hours')}>
              {place.hours}
            </PlaceFact>
          )}
        </ul>
        {(place.phone || hasPoint) && (
          <div className="mt-auto flex flex-wrap gap-2 pt-1">
            {place.phone && (
              <a
                href={`tel:${place.phone.replace(/[^+0-9]/g, '')}`}
                className={buttonClass('secondary', 'md', 'min-h-11')}
                aria-label={t('places.call', { phone: place.phone })}
              >
                <Phone size={16} aria-hidden />
                {place.phone}
              </a>
            )}
            {hasPoint && (
              <DirectionsLink to={{ latitude: place.latitude!, longitude: place.longitude!, name: title }}>
                {t('places.directions')}
              </DirectionsLink>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}

/** One line of a place's facts (address, opening hours): an icon, and its name for screen readers. */
function PlaceFact({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-2">
      <Icon size={18} className="mt-0.5 shrink-0 text-muted" aria-hidden />
      <span>
        <span className="sr-only">{label}: </span>
        {children}
      </span>
    </li>
  );
}
