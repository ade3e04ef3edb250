import { useTranslation } from 'react-i18next';

/** An uploaded video; `onEnded` hears when it was watched to the end. */
export function FilePlayer({
  src,
  type,
  title,
  poster,
  onEnded,
  autoPlay = false,
}: {
  src: string;
  type: string;
  title: string;
  poster?: string;
  onEnded?: () => void;
  autoPlay?: boolean;
}) {
  const { t } = useTranslation('videos');
  return (
    <video
      className="aspect-video w-full rounded-2xl bg-black"
      controls
      playsInline
      preload="metadata"
      poster={poster}
      autoPlay={autoPlay}
      muted={autoPlay}
      onEnded={onEnded}
      aria-label={t('player', { title })}
      data-testid="file-player"
    >
      <source src={src} type={type} />
    </video>
  );
}
