import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DISCIPLINE_CODES } from '../../../../shared/domain/disciplines';
import { EmptyState } from '../../../ui/states';
import { useMedalTable, type MedalFilters } from '../api/get-medal-table';
import { MedalTable } from '../components/medal-table';
import { QueryView } from '../../../ui/query-view';
import { WidgetFrame } from '../components/widget-frame';
import { medalsPath } from '../lib/medal-tabs';

/**
 * /widget/medals?lang=&limit=&discipline=&gender=&division=: the medal
 * table for other sites' frames, default layout, no app chrome.
 */
export default function WidgetMedalsPage() {
  const { t } = useTranslation('widgets');
  const { t: tc } = useTranslation();
  const [search] = useSearchParams();
  const discipline = search.get('discipline')?.toUpperCase();
  const gender = search.get('gender')?.toUpperCase();
  const division = Number(search.get('division'));
  const filters: MedalFilters = {
    discipline:
      discipline && (DISCIPLINE_CODES as readonly string[]).includes(discipline) ? discipline : undefined,
    gender: gender === 'M' || gender === 'W' || gender === 'X' ? gender : undefined,
    division: division >= 1 && division <= 3 ? division : undefined,
  };
  const limit = Math.min(Math.max(Number(search.get('limit')) || 10, 1), 300);
  const query = useMedalTable(filters);
  return (
    <WidgetFrame
      title={t('medals.title')}
      subtitle={filters.discipline ? tc(`disciplines.${filters.discipline}`) : undefined}
      moreHref={medalsPath(
        { view: 'all', gender: filters.gender, division: filters.division as 1 | 2 | 3 | undefined },
        filters.discipline,
      )}
      moreLabel={t('medals.more')}
    >
      <QueryView query={query}>
        {(data) =>
          data.rows.length === 0 ? (
            <EmptyState title={t('medals.empty')} />
          ) : (
            <MedalTable data={data} limit={limit < data.rows.length ? limit : undefined} compact />
          )
        }
      </QueryView>
    </WidgetFrame>
  );
}
