import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icon';
import { EmptyState } from '../../../ui/states';
import { EventPicker, useChosenEvent, ClassificationTable } from '../../schedule';
import { useDisciplineCode } from './use-discipline';

/** /discipline/{key}/finalrank: the final ranking of each medal event of the sport. */
export default function DisciplineFinalRankPage() {
  const { t } = useTranslation('schedule');
  const code = useDisciplineCode();
  const chosen = useChosenEvent(code);
  return (
    <div className="space-y-4">
      <h2 className="text-[length:var(--text-h3)] font-bold">{t('area.finalRank')}</h2>
      <EventPicker fixedDiscipline={code} medalOnly />
      {chosen.event ? (
        <ClassificationTable event={chosen.event} />
      ) : (
        <EmptyState title={t('event.choose')} icon={<Icon name="list-ordered" size={22} />} />
      )}
    </div>
  );
}
