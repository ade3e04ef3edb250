import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import type { PhotoAlbum } from '../../../../shared/contracts/photos';
import { useContentText } from '../../../lib/localized-text';
import { formatDayTitle } from '../../../lib/time';
import { ContentPicture, useDisciplineName } from '../../organisers';
import { PhotoViewer } from './photo-viewer';

/** One album: its thumbnails (lazy, sized from the srcset) and the full-screen viewer. */
export function AlbumView({ album }: { album: PhotoAlbum }) {
  const { t, i18n } = useTranslation('photos');
  const text = useContentText();
  const sportName = useDisciplineName();
  const [open, setOpen] = useState<number | null>(null);
  const title = text(album.title);
  const about = text(album.text);
  return (
    <article aria-labelledby="album-title" className="space-y-4">
      <Link
        to="/official-photos"
        className="inline-flex min-h-11 items-center gap-2 rounded-xl pr-3 text-sm font-semibold text-brand hover:underline"
      >
        <ArrowLeft size={16} aria-hidden />
        {t('album.back')}
      </Link>
      <header className="space-y-1">
        <h2 id="album-title" className="text-xl font-bold leading-tight">
          {title}
        </h2>
        <p className="text-sm text-muted">
          {formatDayTitle(album.day, i18n.language)}
          {album.discipline ? ` · ${sportName(album.discipline)}` : ''}
          {' · '}
          {t('album.count', { count: album.photos.length })}
        </p>
        {about && <p className="max-w-prose pt-1">{about}</p>}
      </header>
      <ul className="grid grid-cols-3 gap-1 sm:grid-cols-4 sm:gap-2 lg:grid-cols-5">
        {album.photos.map((photo, i) => (
          <li key={photo.image.id}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              aria-label={t('album.open', { n: i + 1, count: album.photos.length })}
              className="block w-full overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2"
              data-testid="photo-thumb"
            >
              <ContentPicture
                image={photo.image}
                alt={text(photo.caption)}
                sizes="(min-width: 1024px) 12rem, (min-width: 640px) 24vw, 32vw"
                className="aspect-square h-auto w-full bg-surface-2 transition-transform hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      <PhotoViewer
        photos={album.photos}
        index={open}
        albumTitle={title}
        onIndex={setOpen}
        onClose={() => setOpen(null)}
      />
    </article>
  );
}
