import { useTranslation } from 'react-i18next';
import { UserRound } from 'lucide-react';
import type { Ambassador } from '../api/get-ambassadors';
import { useContentText } from '../../../lib/localized-text';
import { useDisciplineName } from '../lib/use-discipline-name';
import { Card } from '../../../ui/card';
import { ContentPicture } from './content-picture';

/** An ambassador: photo, name, athlete or professor, their sport and a short bio. */
export function AmbassadorCard({ ambassador }: { ambassador: Ambassador }) {
  const { t } = useTranslation('content');
  const text = useContentText();
  const disciplineName = useDisciplineName();
  const name = text(ambassador.title);
  const bio = text(ambassador.text);
  return (
    <Card className="flex w-full gap-4 p-4" data-testid="ambassador-card">
      {ambassador.image ? (
        <ContentPicture
          image={ambassador.image}
          alt={name}
          sizes="6rem"
          className="size-24 shrink-0 rounded-2xl bg-surface-2"
        />
      ) : (
        <span className="grid size-24 shrink-0 place-items-center rounded-2xl bg-surface-2 text-muted">
          <UserRound size={36} aria-hidden />
        </span>
      )}
      <div className="min-w-0 space-y-1.5">
        <h2 className="text-lg font-semibold leading-snug">{name}</h2>
        <p className="flex flex-wrap gap-1.5 text-sm">
          <span className="rounded-full bg-brand-soft px-2.5 py-0.5 font-medium">
            {t(`ambassadors.role.${ambassador.role}`)}
          </span>
          {ambassador.discipline && (
            <span className="rounded-full bg-surface-2 px-2.5 py-0.5 font-medium">
              {disciplineName(ambassador.discipline)}
            </span>
          )}
        </p>
        {bio && <p className="whitespace-pre-line text-sm text-muted">{bio}</p>}
      </div>
    </Card>
  );
}
