import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icon';
import { ErrorView } from '../../../ui/error-view';
import { useDisciplineMedallists, useDisciplineMedalTable } from '../api/get-discipline-medals';
import { EmptyState } from '../../../ui/states';
import { Table, Td, Th } from '../../../ui/table';
import { Tabs } from '../../../ui/tabs';
import { CompetitorName } from '../../../ui/competitor';
import { DelegationFlag } from '../../../ui/delegation-flag';
import { MedalIcon } from '../../../ui/medal-unit-mark';
import { QueryView } from '../../../ui/query-view';
import { usePaths } from '../../../lib/paths';
import { useCountryName } from '../../../lib/use-country-name';
import { useDisciplineCode } from './use-discipline';

const TABS = ['table', 'winners'] as const;

/** /discipline/{key}/medals/{tabs}: the sport's medal table and its winners per event. */
export default function DisciplineMedalsPage() {
  const { tabs = 'table' } = useParams();
  const { t } = useTranslation('schedule');
  const { t: tc } = useTranslation();
  const code = useDisciplineCode();
  const paths = usePaths();
  if (!(TABS as readonly string[]).includes(tabs)) {
    return (
      <ErrorView details={{ status: 404, statusText: 'Not Found', message: tc('error.message.notFound') }} />
    );
  }
  return (
    <div className="space-y-4">
      <Tabs
        label={tc('discipline.medals')}
        items={[
          { to: paths.discipline(code, 'medals/table'), label: t('area.medalTable') },
          { to: paths.discipline(code, 'medals/winners'), label: t('area.winners') },
        ]}
      />
      {tabs === 'table' ? <MedalTableView code={code} /> : <WinnersView code={code} />}
    </div>
  );
}

function MedalTableView({ code }: { code: string }) {
  const { t } = useTranslation('schedule');
  const query = useDisciplineMedalTable(code);
  const countryName = useCountryName().name;
  return (
    <QueryView query={query}>
      {(data) =>
        data.rows.length === 0 ? (
          <EmptyState title={t('area.noMedals')} icon={<Icon name="medal" size={22} />} />
        ) : (
          <Table caption={t('area.medalTable')} data-testid="medal-table">
            <thead>
              <tr>
                <Th className="w-12 text-right">{t('col.rank')}</Th>
                <Th>{t('col.delegation')}</Th>
                <Th className="text-right">
                  <MedalIcon medal="gold" />
                </Th>
                <Th className="text-right">
                  <MedalIcon medal="silver" />
                </Th>
                <Th className="text-right">
                  <MedalIcon medal="bronze" />
                </Th>
                <Th className="text-right">{t('area.total')}</Th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((r) => (
                <tr key={r.delegation} data-testid="medal-row">
                  <Td className="text-right font-semibold tabular-nums">{r.rank}</Td>
                  <Td>
                    <span className="flex items-center gap-2">
                      <DelegationFlag code={r.delegation} />
                      <span className="font-medium">{countryName(r.delegation, r.name)}</span>
                    </span>
                  </Td>
                  <Td className="text-right tabular-nums">{r.gold}</Td>
                  <Td className="text-right tabular-nums">{r.silver}</Td>
                  <Td className="text-right tabular-nums">{r.bronze}</Td>
                  <Td className="text-right font-bold tabular-nums">{r.total}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )
      }
    </QueryView>
  );
}

function WinnersView({ code }: { code: string }) {
  const { t } = useTranslation('schedule');
  const query = useDisciplineMedallists(code);
  return (
    <QueryView query={query}>
      {(data) =>
        data.events.length === 0 ? (
          <EmptyState title={t('area.noMedals')} icon={<Icon name="medal" size={22} />} />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2" data-testid="winners">
            {data.events.map((e) => (
              <li key={e.event_code} className="rounded-2xl border border-border bg-surface p-4">
                <h3 className="mb-2 font-semibold">{e.event_name}</h3>
                <ol className="space-y-1.5">
                  {e.medallists.map((m) => (
                    <li key={`${m.medal}-${m.competitor.code}`} className="flex items-center gap-2 text-sm">
                      <MedalIcon medal={m.medal} />
                      <CompetitorName competitor={m.competitor} strong={false} />
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ul>
        )
      }
    </QueryView>
  );
}
