import { useTranslation } from 'react-i18next';
import { PlayCircle, ShieldCheck } from 'lucide-react';
import { useSafeSport } from '../api/get-safe-sport';
import { useSafeSportWatched } from '../lib/use-watched';
import { WatchedStatus } from '../components/watched-status';
import { PlainText } from '../../videos';
import { useContentText } from '../../../lib/localized-text';
import { ButtonLink } from '../../../ui/button';
import { PageHeader } from '../../../ui/page-header';
import { QueryView } from '../../../ui/query-view';
import { EmptyState } from '../../../ui/states';

/** /secure: the safe-sport information, whether its video was watched, and the way to it. */
export default function SecurePage() {
  const { t } = useTranslation('videos');
  const text = useContentText();
  const query = useSafeSport();
  const { watched } = useSafeSportWatched();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <QueryView query={query}>
        {({ video }) =>
          video ? (
            <>
              <PageHeader title={text(video.title)} subtitle={t('safeSport.subtitle')} />
              <PlainText text={text(video.text)} />
              <div className="flex flex-wrap items-center gap-3">
                <ButtonLink to="/secure-sport" className="min-h-11">
                  <PlayCircle size={18} aria-hidden />
                  {t('safeSport.watch')}
                </ButtonLink>
                <WatchedStatus watched={watched} />
              </div>
            </>
          ) : (
            <>
              <PageHeader title={t('common:menu.secure')} />
              <EmptyState icon={<ShieldCheck size={22} aria-hidden />} title={t('safeSport.empty')} />
            </>
          )
        }
      </QueryView>
    </div>
  );
}
