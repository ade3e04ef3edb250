import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Play, Radio } from 'lucide-react';
import type { PublicVideo } from '../../../../shared/contracts/videos';
import { ContentPicture, useDisciplineName } from '../../organisers';
import { useContentText } from '../../../lib/localized-text';
import { formatDuration } from '../lib/duration';

/** A video in a list: its thumbnail with the length or a live mark, its title and sport. */
export function VideoCard({ video }: { video: PublicVideo }) {
  const { t } = useTranslation('videos');
  const text = useContentText();
  const disciplineName = useDisciplineName();
  const title = text(video.title);
  return (
    <Link
      to={`/videos/${video.id}`}
      className="group block overflow-hidden rounded-2xl border border-border bg-surface transition-shadow hover:shadow-md focus-visible:outline-2"
      data-testid="video-card"
    >
      <div className="relative aspect-video bg-surface-2">
        {video.thumbnail ? (
          <ContentPicture
            image={video.thumbnail}
            alt=""
            sizes="(min-width: 1024px) 20rem, (min-width: 640px) 45vw, 95vw"
            className="size-full"
          />
        ) : (
          <span className="grid size-full place-items-center text-muted">
            <Play size={32} aria-hidden />
          </span>
        )}
        {video.live === 'streaming' ? (
          <span className="absolute left-2 top-2 inline-flex items-center gap-1 rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold uppercase text-white">
            <Radio size={12} aria-hidden />
            {t('live')}
          </span>
        ) : video.live !== null ? (
          <span className="absolute left-2 top-2 rounded-full bg-black/80 px-2 py-0.5 text-xs font-semibold text-white">
            {t(video.live === 'ended' ? 'ended.badge' : 'offline.badge')}
          </span>
        ) : video.duration_s !== null ? (
          <span className="absolute bottom-2 right-2 rounded bg-black/80 px-1.5 py-0.5 text-xs font-semibold tabular-nums text-white">
            <span className="sr-only">{t('duration')} </span>
            {formatDuration(video.duration_s)}
          </span>
        ) : null}
      </div>
      <div className="space-y-0.5 p-3">
        <p className="line-clamp-2 font-semibold group-hover:underline">{title}</p>
        {video.discipline && <p className="text-sm text-muted">{disciplineName(video.discipline)}</p>}
      </div>
    </Link>
  );
}
