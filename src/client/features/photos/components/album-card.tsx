import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PhotoAlbumSummary } from '../../../../shared/contracts/photos';
import { useContentText } from '../../../lib/localized-text';
import { ContentPicture } from '../../organisers';

/** An album in the list: its cover, title, sport and how many photos it holds. */
export function AlbumCard({ album, sport }: { album: PhotoAlbumSummary; sport: string | null }) {
  const { t } = useTranslation('photos');
  const text = useContentText();
  return (
    <Link
      to={`?album=${album.id}`}
      className="group block overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2"
      data-testid="photo-album"
    >
      <ContentPicture
        image={album.cover}
        alt=""
        sizes="(min-width: 1024px) 20rem, (min-width: 640px) 45vw, 92vw"
        className="aspect-[3/2] h-auto w-full bg-surface-2"
      />
      <div className="space-y-0.5 p-3">
        <h3 className="font-semibold leading-snug group-hover:underline">{text(album.title)}</h3>
        <p className="text-sm text-muted">
          {sport ? `${sport} · ` : ''}
          {t('album.count', { count: album.photo_count })}
        </p>
      </div>
    </Link>
  );
}
