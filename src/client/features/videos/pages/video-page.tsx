import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useVideo } from '../api/get-video';
import { FilePlayer } from '../components/file-player';
import { LivePlayer } from '../components/live-player';
import { PlainText } from '../components/plain-text';
import { StreamMessage } from '../components/stream-message';
import { formatDuration } from '../lib/duration';
import { ContentPicture, useDisciplineName } from '../../organisers';
import { useContentText } from '../../../lib/localized-text';
import { ButtonLink } from '../../../ui/button';
import { PageHeader } from '../../../ui/page-header';
import { QueryView } from '../../../ui/query-view';
import type { PublicVideo } from '../../../../shared/contracts/videos';

/** /videos/:id: one video, or a live stream while it is on. */
export default function VideoPage() {
  const { t } = useTranslation('videos');
  const id = Number(useParams().id);
  const query = useVideo(id);
  const text = useContentText();
  const disciplineName = useDisciplineName();
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <ButtonLink to="/videos" variant="ghost" className="min-h-11">
        <ArrowLeft size={16} aria-hidden />
        {t('back')}
      </ButtonLink>
      <QueryView query={query}>
        {(video) => (
          <>
            <Player video={video} title={text(video.title)} />
            <PageHeader
              title={text(video.title)}
              subtitle={[
                video.discipline && disciplineName(video.discipline),
                video.duration_s !== null && video.live === null && formatDuration(video.duration_s),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
            <PlainText text={text(video.text)} />
          </>
        )}
      </QueryView>
    </div>
  );
}

function Player({ video, title }: { video: PublicVideo; title: string }) {
  const poster = video.thumbnail?.src;
  if (video.live === 'streaming' && video.stream_url) {
    return <LivePlayer url={video.stream_url} title={title} poster={poster} />;
  }
  // A stream that is over plays its recording when the organisers uploaded one.
  if (video.file)
    return <FilePlayer src={video.file.url} type={video.file.mime} title={title} poster={poster} />;
  if (video.live) return <StreamMessage trouble={video.live === 'ended' ? 'ended' : 'offline'} />;
  return video.thumbnail ? (
    <ContentPicture
      image={video.thumbnail}
      alt=""
      sizes="56rem"
      className="aspect-video w-full rounded-2xl"
    />
  ) : null;
}
