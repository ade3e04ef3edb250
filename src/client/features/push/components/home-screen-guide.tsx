import { useTranslation } from 'react-i18next';
import { Share, SquarePlus, Smartphone } from 'lucide-react';

/**
 * On an iPhone or iPad browser Web Push works only for an app opened from the Home Screen:
 * the three steps that get it there, with the same icons Safari shows.
 */
export function HomeScreenGuide() {
  const { t } = useTranslation('notifications');
  const steps = [
    { icon: <Share size={20} aria-hidden />, text: t('homeScreen.share') },
    { icon: <SquarePlus size={20} aria-hidden />, text: t('homeScreen.add') },
    { icon: <Smartphone size={20} aria-hidden />, text: t('homeScreen.open') },
  ];
  return (
    <div className="rounded-xl bg-brand/10 p-4" data-testid="home-screen-guide">
      <p className="font-semibold">{t('homeScreen.title')}</p>
      <p className="mt-1 text-sm text-muted">{t('homeScreen.why')}</p>
      <ol className="mt-3 flex flex-col gap-2">
        {steps.map((s, i) => (
          <li key={i} className="flex items-center gap-3 text-sm">
            <span className="grid size-8 shrink-0 place-items-center rounded-full bg-surface text-brand">
              {s.icon}
            </span>
            <span>
              <span className="sr-only">{i + 1}. </span>
              {s.text}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
