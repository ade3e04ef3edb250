import { useTranslation } from 'react-i18next';
import { Camera } from 'lucide-react';
import type { PhotoAlbumSummary } from '../../../../shared/contracts/photos';
import { formatDayTitle } from '../../../lib/time';
import { useSearchState } from '../../../lib/use-search-state';
import { selectClass } from '../../../ui/select-class';
import { EmptyState } from '../../../ui/states';
import { useDisciplineName } from '../../organisers';
import { AlbumCard } from './album-card';

/** Albums by competition day (newest first), narrowed to one sport when the reader picks one. */
export function AlbumList({ albums }: { albums: PhotoAlbumSummary[] }) {
  const { t, i18n } = useTranslation('photos');
  const search = useSearchState();
  const sportName = useDisciplineName();
  const sport = search.get('sport');
  const sports = [...new Set(albums.flatMap((a) => (a.discipline ? [a.discipline] : [])))].toSorted((a, b) =>
    sportName(a).localeCompare(sportName(b), i18n.language),
  );
  const shown = sport ? albums.filter((a) => a.discipline === sport) : albums;
  const days = [...new Set(shown.map((a) => a.day))];
  if (albums.length === 0) return <EmptyState icon={<Camera size={22} aria-hidden />} title={t('empty')} />;
  return (
    <div className="space-y-6">
      {sports.length > 1 && (
        <label className="flex max-w-xs flex-col gap-1 text-sm font-semibold">
          {t('filter.sport')}
          <select
            value={sport ?? ''}
            onChange={(e) => search.set({ sport: e.target.value })}
            className={selectClass}
          >
            <option value="">{t('filter.allSports')}</option>
            {sports.map((code) => (
              <option key={code} value={code}>
                {sportName(code)}
              </option>
            ))}
          </select>
        </label>
      )}
      <div aria-live="polite" className="space-y-6">
        {days.length === 0 && <EmptyState title={t('filter.none')} />}
        {days.map((day) => (
          <section key={day} aria-labelledby={`photos-${day}`} className="space-y-3">
            <h2 id={`photos-${day}`} className="text-sm font-semibold uppercase tracking-wide text-muted">
              {formatDayTitle(day, i18n.language)}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {shown
                .filter((a) => a.day === day)
                .map((a) => (
                  <li key={a.id}>
                    <AlbumCard album={a} sport={a.discipline ? sportName(a.discipline) : null} />
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
