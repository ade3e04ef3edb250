import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { useSafeSport } from '../api/get-safe-sport';
import { useSafeSportWatched } from '../lib/use-watched';
import { WatchedStatus } from '../components/watched-status';
import { FilePlayer, PlainText } from '../../videos';
import { useContentText } from '../../../lib/localized-text';
import { ButtonLink } from '../../../ui/button';
import { QueryView } from '../../../ui/query-view';
import { EmptyState } from '../../../ui/states';

/**
 * /secure-sport: the safe-sport video on its own, in the dark colour mode the route forces
 * (the native back button does nothing here: the guard says so). Watching it to the end
 * records hasWatchedSecureSport.
 */
export default function SecureSportPage() {
  const { t } = useTranslation('videos');
  const text = useContentText();
  const query = useSafeSport();
  const { watched, markWatched } = useSafeSportWatched();
  return (
    <div className="mx-auto max-w-4xl space-y-5 p-4 sm:p-6">
      <QueryView query={query}>
        {({ video }) =>
          video?.file ? (
            <>
              <h1 className="text-[length:var(--text-h2)] font-bold leading-tight">{text(video.title)}</h1>
              <FilePlayer
                src={video.file.url}
                type={video.file.mime}
                title={text(video.title)}
                poster={video.thumbnail?.src}
                onEnded={markWatched}
              />
              <div className="flex flex-wrap items-center gap-3">
                <WatchedStatus watched={watched} />
                <ButtonLink to="/secure" variant="ghost" className="min-h-11">
                  {t('safeSport.info')}
                </ButtonLink>
              </div>
              <PlainText text={text(video.text)} />
            </>
          ) : (
            <EmptyState icon={<ShieldCheck size={22} aria-hidden />} title={t('safeSport.empty')} />
          )
        }
      </QueryView>
    </div>
  );
}
