import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attachStream, type StreamTrouble } from '../lib/attach-stream';
import { StreamMessage } from './stream-message';

/** A live stream: plays while it is on, and says so plainly when it is offline or over. */
export function LivePlayer({ url, title, poster }: { url: string; title: string; poster?: string }) {
  const { t } = useTranslation('videos');
  const ref = useRef<HTMLVideoElement>(null);
  const [trouble, setTrouble] = useState<StreamTrouble | null>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    setTrouble(null);
    return attachStream(video, url, setTrouble);
  }, [url]);
  // The element stays while the message shows: the stream's clean-up still has it.
  return (
    <>
      {trouble && <StreamMessage trouble={trouble} />}
      <video
        ref={ref}
        hidden={trouble !== null}
        className="aspect-video w-full rounded-2xl bg-black"
        controls
        autoPlay
        muted
        playsInline
        poster={poster}
        aria-label={t('player', { title })}
        data-testid="live-player"
      />
    </>
  );
}
