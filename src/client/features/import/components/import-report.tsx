import { useTranslation } from 'react-i18next';
import type { ImportAnswer } from '../../../../shared/contracts/import';
import { Table, Td, Th } from '../../../ui/table';

/** Counts per sheet: rows read, new, changed, unchanged. */
export function ImportCounts({ answer }: { answer: ImportAnswer }) {
  const { t } = useTranslation('admin');
  return (
    <Table caption={t('import.counts')}>
      <thead>
        <tr>
          <Th>{t('import.sheet')}</Th>
          <Th className="text-right">{t('import.rows')}</Th>
          <Th className="text-right">{t('import.created')}</Th>
          <Th className="text-right">{t('import.updated')}</Th>
          <Th className="text-right">{t('import.unchanged')}</Th>
        </tr>
      </thead>
      <tbody>
        {answer.counts.map((c) => (
          <tr key={c.kind}>
            <Td>{t(`import.kinds.${c.kind}`)}</Td>
            <Td className="text-right tabular-nums">{c.rows}</Td>
            <Td className="text-right tabular-nums">{c.created}</Td>
            <Td className="text-right tabular-nums">{c.updated}</Td>
            <Td className="text-right tabular-nums">{c.unchanged}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Every problem at its sheet, row and cell (the answer lists the first thousand and counts the rest). */
export function ImportProblems({ answer }: { answer: ImportAnswer }) {
  const { t } = useTranslation('admin');
  if (answer.problems.length === 0) return null;
  const more = answer.more_problems;
  return (
    <>
      <ProblemTable answer={answer} count={answer.problems.length + more} />
      {more > 0 && (
        <p className="text-sm text-muted" data-testid="import-more-problems">
          {t('import.moreProblems', { count: more })}
        </p>
      )}
    </>
  );
}

function ProblemTable({ answer, count }: { answer: ImportAnswer; count: number }) {
  const { t } = useTranslation('admin');
  return (
    <Table caption={t('import.problems', { count })}>
      <thead>
        <tr>
          <Th>{t('import.sheet')}</Th>
          <Th>{t('import.cell')}</Th>
          <Th>{t('import.problem')}</Th>
        </tr>
      </thead>
      <tbody>
        {answer.problems.map((p, i) => (
          <tr key={i} data-testid="import-problem">
            <Td className="whitespace-nowrap">{p.sheet || p.file}</Td>
            <Td className="whitespace-nowrap font-mono">
              {p.cell ?? (p.row ? t('import.row', { row: p.row }) : '—')}
            </Td>
            <Td className={p.severity === 'error' ? 'text-danger' : 'text-muted'}>{p.message}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** What will be (or was) created or updated. */
export function ImportChanges({ answer }: { answer: ImportAnswer }) {
  const { t } = useTranslation('admin');
  if (answer.changes.length === 0) return <p className="text-sm text-muted">{t('import.nothingChanges')}</p>;
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {answer.changes.map((c) => (
        <li key={`${c.kind}:${c.key}`}>
          <span className={c.action === 'create' ? 'font-semibold text-success' : 'font-semibold text-brand'}>
            {t(`import.${c.action}`)}
          </span>{' '}
          {t(`import.kinds.${c.kind}`)} <span className="font-mono">{c.key}</span>
          {c.fields.length ? <span className="text-muted"> · {c.fields.join(', ')}</span> : null}
        </li>
      ))}
    </ul>
  );
}
