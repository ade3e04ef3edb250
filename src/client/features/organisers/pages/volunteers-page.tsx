import { useTranslation } from 'react-i18next';
import { HandHeart } from 'lucide-react';
import { usePage } from '../api/get-page';
import { useContentText } from '../../../lib/localized-text';
import { PageHeader } from '../../../ui/page-header';
import { SkeletonList } from '../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../ui/states';
import { DocumentFileList } from '../../files';

/** /volunteers: the organisers' page for volunteers, in plain paragraphs, and its PDFs. */
export default function VolunteersPage() {
  const { t } = useTranslation('content');
  const text = useContentText();
  const query = usePage('volunteers');
  if (query.isPending) return <SkeletonList rows={4} />;
  if (query.isError) {
    // An unpublished page is a 404: nothing to read yet rather than a failure.
    return (query.error as { status?: number }).status === 404 ? (
      <div className="mx-auto max-w-3xl">
        <PageHeader title={t('common:pages.volunteers')} />
        <EmptyState icon={<HandHeart size={22} aria-hidden />} title={t('volunteers.empty')} />
      </div>
    ) : (
      <ErrorState onRetry={() => void query.refetch()} />
    );
  }
  const page = query.data;
  // Plain text: a blank line starts a paragraph, a single line break stays a line break.
  const paragraphs = text(page.text)
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={text(page.title)} />
      <div className="space-y-4 text-base leading-relaxed">
        {paragraphs.map((p, i) => (
          <p key={i} className="whitespace-pre-line">
            {p}
          </p>
        ))}
      </div>
      {page.documents.length > 0 && (
        <section aria-labelledby="volunteer-documents" className="space-y-3">
          <h2 id="volunteer-documents" className="text-lg font-semibold">
            {t('volunteers.documents')}
          </h2>
          <DocumentFileList files={page.documents} />
        </section>
      )}
    </div>
  );
}
