import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import { QueryView } from '../../../ui/query-view';
import { EmptyState } from '../../../ui/states';
import { useLocalized } from '../../../lib/localized-text';
import { useTransport, type Transport } from '../api/get-transport';
import { DeparturesBoard } from '../components/departures-board';
import { LineCard } from '../components/line-card';
import { DocumentFile } from '../../files';

/** /transport: next departures from a stop, the shuttle lines, and the transport guide. */
export default function TransportPage() {
  const { t } = useTranslation('transport');
  const query = useTransport();
  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} subtitle={t('intro')} />
      <QueryView query={query}>{(data) => <TransportContent data={data} />}</QueryView>
    </div>
  );
}

function TransportContent({ data }: { data: Transport }) {
  const { t } = useTranslation('transport');
  if (data.lines.length === 0 && !data.guide) return <EmptyState title={t('none')} />;
  return (
    <>
      {data.lines.length > 0 && <DeparturesBoard lines={data.lines} timeZone={data.time_zone} />}
      {data.lines.length > 0 && (
        <section className="space-y-3" aria-labelledby="transport-lines">
          <h2 id="transport-lines" className="text-[length:var(--text-lead)] font-semibold">
            {t('lines')}
          </h2>
          {data.lines.map((line) => (
            <LineCard key={line.id} line={line} />
          ))}
        </section>
      )}
      {data.guide && data.guide.documents[0] && <Guide guide={data.guide} />}
    </>
  );
}

function Guide({ guide }: { guide: NonNullable<Transport['guide']> }) {
  const { t } = useTranslation('transport');
  const title = useLocalized(guide.title);
  return (
    <Card>
      <CardHeader title={title} />
      <div className="p-4">
        <DocumentFile file={guide.documents[0]!} title={title} downloadText={t('guide.download')} inline />
      </div>
    </Card>
  );
}
