import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Award, Download, ShieldCheck } from 'lucide-react';
import { formatCertificateCode } from '../../../../shared/domain/course-values';
import { useLocalizedPath } from '../../../lib/localized-link';
import { formatDate } from '../../../lib/time';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { DownloadProgress, useFileDownload } from '../../files';

/** The earned certificate: when, its code, its PDF and the public page that confirms it. */
export function CertificateCard({
  courseId,
  code,
  issuedAt,
}: {
  courseId: number;
  code: string;
  issuedAt: string;
}) {
  const { t, i18n } = useTranslation('courses');
  const localized = useLocalizedPath();
  const file = useFileDownload();
  const name = t('certificate.fileName');
  return (
    <Card className="space-y-4 border-success/40 bg-success/5 p-4 sm:p-5" data-testid="certificate-card">
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-success/15 text-success">
          <Award size={22} aria-hidden />
        </span>
        <div className="min-w-0 space-y-1">
          <h2 className="text-lg font-semibold">{t('certificate.earned')}</h2>
          <p className="text-sm text-muted">
            {t('certificate.issued', {
              date: formatDate(issuedAt, i18n.language, { dateStyle: 'long' }),
            })}
          </p>
          <p className="text-sm">
            {t('certificate.code')}{' '}
            <span className="font-mono font-semibold tracking-wide" data-testid="certificate-code">
              {formatCertificateCode(code)}
            </span>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() =>
            void file.download({ url: `/api/courses/${courseId}/certificate`, file_name: `${name}.pdf` })
          }
          loading={file.busy}
          icon={<Download size={16} aria-hidden />}
        >
          {t('certificate.download')}
        </Button>
        <Link
          to={localized(`/certificates/${code}`)}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl px-4 text-sm font-semibold text-brand hover:bg-brand-soft"
        >
          <ShieldCheck size={16} aria-hidden />
          {t('certificate.checkLink')}
        </Link>
      </div>
      <DownloadProgress progress={file.progress} name={name} />
    </Card>
  );
}
