import { useTranslation } from 'react-i18next';
import { Card } from '../../../ui/card';
import { useLocalized } from '../../../lib/localized-text';
import type { TransportLine } from '../api/get-transport';
import { LineBadge } from './line-badge';
import { LineNextMatches } from './line-next-matches';

/** A shuttle line: its stops in order with the minutes from the first, and how often it runs. */
export function LineCard({ line }: { line: TransportLine }) {
  const { t } = useTranslation('transport');
  const text = useLocalized(line.text);
  return (
    <Card className="p-4" data-testid="line">
      <div className="flex items-center gap-2">
        <LineBadge title={line.title} color={line.color} />
        <span className="text-sm text-muted">
          {t('runs', {
            first: line.departures[0],
            last: line.departures.at(-1),
            count: line.departures.length,
          })}
        </span>
      </div>
      {text && <p className="mt-2 whitespace-pre-line text-sm">{text}</p>}
      <ol className="mt-3 space-y-0">
        {line.stops.map((stop, i) => (
          <li key={`${stop.name}-${i}`} className="relative flex items-baseline gap-3 pl-5 text-sm">
            <span
              aria-hidden
              className="absolute left-0 top-1.5 size-2.5 rounded-full border-2 bg-surface"
              style={{ borderColor: line.color }}
            />
            <span className="min-w-0 flex-1 py-1">{stop.name}</span>
            <span className="tabular-nums text-muted">{t('offset', { count: stop.offset_min })}</span>
          </li>
        ))}
      </ol>
      <LineNextMatches line={line} />
    </Card>
  );
}
