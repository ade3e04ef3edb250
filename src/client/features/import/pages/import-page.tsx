import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '../../../../shared/domain/locales';
import { usePreviewImport } from '../api/preview-import';
import { useApplyImport } from '../api/apply-import';
import { ImportChanges, ImportCounts, ImportProblems } from '../components/import-report';
import { Button, buttonClass } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import { Spinner } from '../../../ui/spinner';

/**
 * The spreadsheet import: choose a file, read its preview (every row problem, what would
 * change), then confirm. Nothing is written before the confirmation, and a file with an error
 * cannot be confirmed.
 */
export default function ImportPage() {
  const { t } = useTranslation('admin');
  const [file, setFile] = useState<File | null>(null);
  const preview = usePreviewImport();
  const apply = useApplyImport();
  const answer = apply.data ?? preview.data;
  const errors = answer?.problems.filter((p) => p.severity === 'error').length ?? 0;

  const choose = (f: File | null) => {
    setFile(f);
    apply.reset();
    preview.reset();
    if (f) preview.mutate(f);
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeader
        title={t('import.title')}
        subtitle={t('import.subtitle')}
        action={
          <Link className={buttonClass('secondary', 'sm', 'whitespace-nowrap')} to="/admin/desk">
            {t('desk.title')}
          </Link>
        }
      />
      <Card className="flex flex-col gap-4 p-4">
        <label className="flex flex-col gap-2 text-sm font-semibold">
          {t('import.file')}
          <input
            type="file"
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="min-h-11 text-sm font-normal"
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
          />
        </label>
        <div className="text-sm">
          <span className="text-muted">{t('import.templates')} </span>
          {LOCALES.map((l, i) => (
            <span key={l.code}>
              {i > 0 && ' · '}
              <a
                className="inline-flex min-h-11 items-center text-brand hover:underline"
                href={`/api/admin/import/template?lang=${l.code}`}
                download={`games-import-${l.code}.xlsx`}
                lang={l.short}
              >
                {l.name}
              </a>
            </span>
          ))}
        </div>
      </Card>

      {(preview.isPending || apply.isPending) && <Spinner />}
      {(preview.error || apply.error) && (
        <p role="alert" className="text-sm text-danger">
          {(preview.error ?? apply.error)!.message}
        </p>
      )}

      {answer && (
        <section className="flex flex-col gap-4" aria-live="polite">
          {apply.data?.applied ? (
            <p role="status" className="rounded-xl bg-success/10 p-3 font-semibold text-success">
              {t('import.done')}
            </p>
          ) : errors > 0 ? (
            <p role="alert" className="rounded-xl bg-danger/10 p-3 font-semibold text-danger">
              {t('import.blocked', { count: errors })}
            </p>
          ) : (
            <p className="text-sm text-muted">{t('import.ready')}</p>
          )}
          <ImportProblems answer={answer} />
          <ImportCounts answer={answer} />
          {errors === 0 && (
            <Card className="p-4">
              <h2 className="mb-2 font-semibold">{t('import.changes')}</h2>
              <ImportChanges answer={answer} />
            </Card>
          )}
          {!apply.data?.applied && file && (
            <div>
              <Button disabled={errors > 0 || apply.isPending} onClick={() => apply.mutate(file)}>
                {t('import.confirm')}
              </Button>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
