import { useTranslation } from 'react-i18next';
import { Hammer } from 'lucide-react';
import { useCurrentRoute } from '../root-shell';
import { ButtonLink } from '../../ui/button';
import { useLocalizedPath } from '../../lib/localized-link';

/** The one placeholder screen; the route table marks every route that uses it. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const localize = useLocalizedPath();
  const title = route?.titleKey ? t(route.titleKey) : t('comingSoon.title');
  return (
    <section
      className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-3xl border border-dashed border-border bg-surface px-6 py-14 text-center"
      data-placeholder={route?.placeholder}
    >
      <span className="grid size-14 place-items-center rounded-2xl bg-accent/15 text-accent">
        <Hammer size={26} aria-hidden />
      </span>
      <h1 className="text-[length:var(--text-h2)] font-bold">{title}</h1>
      <p className="text-muted">{t('comingSoon.message')}</p>
      <ButtonLink to={localize('/schedule/grid')} variant="secondary">
        {t('comingSoon.back')}
      </ButtonLink>
    </section>
  );
}
