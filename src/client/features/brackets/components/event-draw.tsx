import { useTranslation } from 'react-i18next';
import { useBracket, useStandings } from '../api/get-draw';
import { BracketView } from './bracket-view';
import { StandingsLegend, StandingsTable } from './standings-table';

/**
 * An event's pool tables and knockout bracket, each shown when the event has one; nothing at
 * all for an event with neither (a race, a final). Both follow the live stream.
 */
export default function EventDraw({ event }: { event: string }) {
  const { t } = useTranslation('brackets');
  const standings = useStandings(event);
  const bracket = useBracket(event);
  const pools = standings.data?.pools ?? [];
  const brackets = bracket.data?.brackets ?? [];
  const discipline = standings.data?.event.discipline ?? bracket.data?.event.discipline ?? event.slice(0, 3);
  if (!pools.length && !brackets.length) return null;
  const marks = [...new Set(pools.flatMap((p) => p.rows.flatMap((r) => r.qualification_mark ?? [])))];
  return (
    <div className="space-y-6" data-testid="event-draw">
      {pools.length > 0 && (
        <section id="standings" className="scroll-mt-24 space-y-4" aria-labelledby="standings-title">
          <h2 id="standings-title" className="text-[length:var(--text-h3)] font-bold">
            {t('standings')}
          </h2>
          <div className="grid gap-4 xl:grid-cols-2">
            {pools.map((p) => (
              <StandingsTable key={`${p.phase}${p.pool}`} pool={p} discipline={discipline} />
            ))}
          </div>
          <StandingsLegend discipline={discipline} marks={marks} />
        </section>
      )}
      {brackets.length > 0 && (
        <section id="bracket" className="scroll-mt-24 space-y-4" aria-labelledby="bracket-title">
          <h2 id="bracket-title" className="text-[length:var(--text-h3)] font-bold">
            {t('bracket')}
          </h2>
          {brackets.map((b) => (
            <BracketView key={b.code} bracket={b} title={t(`tree.${b.code}`, { defaultValue: b.code })} />
          ))}
        </section>
      )}
    </div>
  );
}
