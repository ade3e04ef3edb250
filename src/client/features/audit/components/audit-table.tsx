import { useTranslation } from 'react-i18next';
import type { AuditList } from '../api/get-audit';
import { EmptyState } from '../../../ui/states';

type Entry = AuditList['entries'][number];
type Change = Entry['changes'][number];

/** The changes of one entry, grouped by whom they are about (in the order they come). */
function bySubject(changes: Change[]) {
  const groups: { key: string; subject: string | null; code: string | null; changes: Change[] }[] = [];
  for (const c of changes) {
    const key = c.subject_code ?? '';
    const last = groups.at(-1);
    if (last && last.key === key) last.changes.push(c);
    else groups.push({ key, subject: c.subject, code: c.subject_code, changes: [c] });
  }
  return groups;
}

/**
 * Who changed what, when: each change told in names (the unit, the competitors, their
 * delegations) with the codes beside them, and one line per field, before → after, the
 * fields and known values (statuses, medals) in the reader's language. A list of cards, so
 * it reads the same on a phone as on a desk.
 */
export function AuditTable({ entries }: { entries: AuditList['entries'] }) {
  const { t, i18n } = useTranslation(['admin', 'live']);
  if (entries.length === 0) return <EmptyState title={t('audit.empty')} />;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  const field = (f: string) => t(`audit.fields.${f}`, { defaultValue: f.replaceAll('_', ' ') });
  const value = (f: string, v: string | null) => {
    if (v === null) return '—';
    if (f === 'schedule_status') return t(`live:scheduleStatus.${v}`, { defaultValue: v });
    if (f === 'result_status') return t(`live:resultStatus.${v}`, { defaultValue: v });
    if (f === 'medal') return t(`medal.${v}`, { defaultValue: v });
    return v;
  };
  return (
    <ol className="flex flex-col gap-3" aria-label={t('audit.title')} data-testid="audit-table">
      {entries.map((e) => (
        <li key={e.id} className="rounded-2xl border border-border bg-surface p-4" data-testid="audit-entry">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
            <p className="font-semibold">{t(`actions.${e.action}`, { defaultValue: e.action })}</p>
            <p className="text-sm text-muted">
              <time dateTime={e.at}>{when.format(new Date(e.at))}</time> · {e.username}
            </p>
          </div>
          <p className="mt-0.5 text-sm break-words">
            {e.target_name ?? e.target}
            {e.target_name && e.target && (
              <span className="block font-mono text-xs break-all text-muted sm:ms-2 sm:inline">
                {e.target}
              </span>
            )}
          </p>
          {e.changes.length === 0 ? (
            <p className="mt-2 text-sm text-muted">{t('audit.noChange')}</p>
          ) : (
            <div className="mt-2 flex flex-col gap-2">
              {bySubject(e.changes).map((g) => (
                <div key={g.key}>
                  {g.code && (
                    <p className="text-sm font-semibold">
                      {g.subject ?? g.code}
                      {g.subject && (
                        <span className="ms-2 font-mono text-xs font-normal text-muted">{g.code}</span>
                      )}
                    </p>
                  )}
                  <ul className="flex flex-col gap-0.5 text-sm">
                    {g.changes.map((c) => (
                      <li key={c.field} className="break-words" data-testid="audit-change">
                        <span className="text-muted">{field(c.field)}:</span>{' '}
                        {c.before === c.after ? (
                          <span>{value(c.field, c.after)}</span>
                        ) : (
                          <>
                            <del className="text-muted">{value(c.field, c.before)}</del>{' '}
                            <span aria-hidden>→</span>{' '}
                            <ins className="font-medium no-underline">{value(c.field, c.after)}</ins>
                          </>
                        )}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
