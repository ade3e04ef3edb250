import { useTranslation } from 'react-i18next';
import { Clapperboard, Radio } from 'lucide-react';
import { useVideos } from '../api/get-videos';
import { VideoCard } from '../components/video-card';
import { PageHeader } from '../../../ui/page-header';
import { QueryView } from '../../../ui/query-view';
import { EmptyState } from '../../../ui/states';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** /videos: what is streaming now, then every official video in the organisers' order. */
export default function VideosPage() {
  const { t } = useTranslation('videos');
  const query = useVideos();
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <PageHeader title={t('common:menu.videos')} subtitle={t('subtitle')} />
      <QueryView query={query}>
        {(data) => {
          const recorded = data.items.filter((v) => v.live !== 'streaming');
          return (
            <>
              <section aria-labelledby="live-now" className="space-y-3" data-testid="live-now">
                <h2 id="live-now" className="flex items-center gap-2 text-lg font-semibold">
                  <Radio size={18} aria-hidden className="text-red-700 dark:text-red-400" />
                  {t('liveNow')}
                </h2>
                {data.live_now.length === 0 ? (
                  <p className="rounded-2xl bg-surface-2 px-4 py-3 text-sm text-muted">{t('nothingLive')}</p>
                ) : (
                  <ul className={GRID}>
                    {data.live_now.map((v) => (
                      <li key={v.id}>
                        <VideoCard video={v} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <section aria-labelledby="all-videos" className="space-y-3">
                <h2 id="all-videos" className="text-lg font-semibold">
                  {t('allVideos')}
                </h2>
                {recorded.length === 0 ? (
                  <EmptyState icon={<Clapperboard size={22} aria-hidden />} title={t('empty')} />
                ) : (
                  <ul className={GRID}>
                    {recorded.map((v) => (
                      <li key={v.id}>
                        <VideoCard video={v} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </>
          );
        }}
      </QueryView>
    </div>
  );
}
