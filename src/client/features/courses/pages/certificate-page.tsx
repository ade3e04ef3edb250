import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import type { LocalizedText } from '../../../../shared/contracts/common';
import { formatCertificateCode } from '../../../../shared/domain/course-values';
import { isApiError } from '../../../lib/api-client';
import { useContentText } from '../../../lib/localized-text';
import { useLocalizedPath } from '../../../lib/localized-link';
import { formatDate } from '../../../lib/time';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import { QueryView } from '../../../ui/query-view';
import { useCertificate } from '../api/get-certificate';

/**
 * /certificates/:code: anyone confirms a certificate by its code (who, which course, when).
 * An unknown or altered code is said to be so, and nothing else is shown.
 */
export default function CertificatePage() {
  const { code = '' } = useParams();
  const { t } = useTranslation('courses');
  const query = useCertificate(code);
  const unknown = isApiError(query.error) && query.error.status === 404;
  return (
    <div className="mx-auto max-w-xl space-y-5">
      <PageHeader title={t('check.title')} subtitle={t('check.subtitle')} />
      {unknown ? (
        <Card
          className="flex items-start gap-3 border-danger/40 p-4 sm:p-5"
          role="alert"
          data-testid="certificate-unknown"
        >
          <span className="grid size-11 shrink-0 place-items-center rounded-full bg-danger/10 text-danger">
            <ShieldAlert size={22} aria-hidden />
          </span>
          <div className="min-w-0 space-y-1">
            <h2 className="text-lg font-semibold">{t('check.unknown')}</h2>
            <p className="text-sm text-muted">{t('check.unknownHint')}</p>
            <p className="break-all font-mono text-sm">{formatCertificateCode(code)}</p>
          </div>
        </Card>
      ) : (
        <QueryView query={query}>{(cert) => <Confirmed {...cert} />}</QueryView>
      )}
      <CheckAnother />
    </div>
  );
}

function Confirmed({
  code,
  holder,
  course,
  issued_at,
}: {
  code: string;
  holder: string;
  course: LocalizedText;
  issued_at: string;
}) {
  const { t, i18n } = useTranslation('courses');
  const text = useContentText();
  return (
    <Card className="space-y-4 border-success/40 p-4 sm:p-5" data-testid="certificate-confirmed">
      <div className="flex items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-success/15 text-success">
          <ShieldCheck size={22} aria-hidden />
        </span>
        <h2 className="text-lg font-semibold text-success">{t('check.valid')}</h2>
      </div>
      <dl className="grid gap-3 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        <dt className="text-sm text-muted">{t('check.holder')}</dt>
        <dd className="text-lg font-semibold">{holder}</dd>
        <dt className="text-sm text-muted">{t('check.course')}</dt>
        <dd className="font-semibold">{text(course)}</dd>
        <dt className="text-sm text-muted">{t('check.date')}</dt>
        <dd>{formatDate(issued_at, i18n.language, { dateStyle: 'long' })}</dd>
        <dt className="text-sm text-muted">{t('check.code')}</dt>
        <dd className="break-all font-mono">{formatCertificateCode(code)}</dd>
      </dl>
    </Card>
  );
}

/** Type a code from a printed certificate. */
function CheckAnother() {
  const { t } = useTranslation('courses');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [value, setValue] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const code = value.trim();
    if (code) void navigate(localized(`/certificates/${encodeURIComponent(code)}`));
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <label className="min-w-0 flex-1 basis-56 space-y-1.5">
        <span className="block text-sm font-semibold">{t('check.another')}</span>
        <input
          value={value}
          onChange={(e) => setValue(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          placeholder="XXXX-XXXX-XXXX-XXXX-XXXX-XXXX"
          className="min-h-11 w-full rounded-xl border border-border bg-surface px-3 font-mono text-fg outline-none focus:border-brand focus:ring-2 focus:ring-brand/25"
        />
      </label>
      <Button type="submit" variant="secondary">
        {t('check.submit')}
      </Button>
    </form>
  );
}
