import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSportsByName } from '../../../lib/use-sports-by-name';
import { useLocalizedPath } from '../../../lib/localized-link';
import { Tabs } from '../../../ui/tabs';
import { medalsPath, type MedalTabs } from '../lib/medal-tabs';

export const selectClass =
  'h-11 w-full rounded-xl border border-control bg-surface px-3 text-sm font-medium text-fg focus-visible:outline-2 sm:w-auto';

/**
 * The medals page's address bar in controls: view tabs, gender and division tabs, and
 * the sport. Every choice is a link, so each combination can be shared and reloaded.
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
  return (
    <div className="space-y-3">
      <Tabs
        label={t('viewsLabel')}
        items={(['all', 'winners', 'results'] as const).map((view) => ({
          to: to({ view }, view !== 'all'),
          label: t(`views.${view}`),
        }))}
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
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
          className={`${selectClass} sm:ml-auto`}
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
