import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSportsByName } from '../../../lib/use-sports-by-name';
import { useLocalizedPath } from '../../../lib/localized-link';
import { Tabs } from '../../../ui/tabs';
import { Icon } from '../../../ui/icon';
import { cn } from '../../../ui/cn';
import { selectClass } from '../../../ui/select-class';
import { medalsPath, type MedalTabs } from '../lib/medal-tabs';

/**
 * The medals page's address bar in controls: view tabs, gender and division tabs, and
 * the sport. Every choice is a link, so each combination can be shared and reloaded.
 * On a phone the gender, division and sport fold behind one button that names what is
 * chosen, so the table starts within the first screen.
 */
export function MedalFilters({
  tabs,
  discipline,
  search,
}: {
  tabs: MedalTabs;
  discipline?: string;
  search?: string;
}) {
  const { t } = useTranslation('medals');
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const to = (next: Partial<MedalTabs>, keepSearch = true) =>
    localize(medalsPath({ ...tabs, ...next }, discipline, keepSearch ? search : ''));
  const sports = useSportsByName();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const chosen = [
    tabs.gender && t(`gender.${tabs.gender}`),
    tabs.division && t(`division.long${tabs.division}`),
    discipline && sports.find((s) => s.code === discipline)?.name,
  ].filter(Boolean);
  return (
    <div className="space-y-3">
      <Tabs
        label={t('viewsLabel')}
        items={(['all', 'winners', 'results'] as const).map((view) => ({
          to: to({ view }, view !== 'all'),
          label: t(`views.${view}`),
        }))}
      />
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="flex min-h-11 w-full items-center gap-2 rounded-xl border border-control bg-surface px-3 text-left text-sm sm:hidden"
      >
        <span className="font-medium">{t('filters.label')}</span>
        <span className="min-w-0 flex-1 truncate text-muted" data-testid="medal-filters-summary">
          {chosen.length ? chosen.join(' · ') : t('filters.none')}
        </span>
        <Icon
          name="chevron-down"
          size={18}
          className={cn('shrink-0 transition-transform', open && 'rotate-180')}
        />
      </button>
      <div
        id={panelId}
        className={cn(
          open ? 'flex' : 'hidden',
          'flex-col gap-2 sm:flex sm:flex-row sm:flex-wrap sm:items-center',
        )}
      >
        <div className="-mx-1 overflow-x-auto px-1 [scrollbar-width:none]">
          <Tabs
            label={t('gender.label')}
            items={([undefined, 'M', 'W', 'X'] as const).map((gender) => ({
              to: to({ gender }),
              label: t(`gender.${gender ?? 'all'}`),
            }))}
          />
        </div>
        <div className="-mx-1 overflow-x-auto px-1 [scrollbar-width:none]">
          <Tabs
            label={t('division.label')}
            items={([undefined, 1, 2, 3] as const).map((division) => ({
              to: to({ division }),
              label: t(`division.${division ?? 'all'}`),
            }))}
          />
        </div>
        <select
          aria-label={t('discipline.label')}
          className={`${selectClass} w-full sm:ml-auto sm:w-auto`}
          value={discipline ?? ''}
          onChange={(e) =>
            navigate(localize(medalsPath(tabs, e.target.value || undefined, search)), { replace: false })
          }
        >
          {tabs.view !== 'results' && <option value="">{t('discipline.all')}</option>}
          {tabs.view === 'results' && !discipline && <option value="">{t('discipline.choose')}</option>}
          {sports.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
