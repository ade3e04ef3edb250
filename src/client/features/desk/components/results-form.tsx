import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskUnit } from '../../../../shared/contracts/desk';
import type { ResultsChange, useUpdateResults } from '../api/update-results';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import type { ResultExtras } from '../../../../shared/contracts/results';
import {
  formatScorePairs,
  IRM_CODES,
  judgedTotal,
  parseAttempts,
  parseScorePairs,
  RESULT_FAMILIES,
  resultFamilyOf,
  setsWon,
  type ResultFamily,
} from '../../../../shared/domain/result-families';
import { DeskFeedback as Feedback, deskInput as input } from './desk-feedback';

type Row = ResultsChange['rows'][number] & { name?: string };

/** The text boxes a row's details are typed in (attempts, scores by set, judges' marks). */
interface Detail {
  attempts: string;
  scores: string;
  difficulty: string;
  execution: string;
  penalty: string;
}

const detailOf = (r: Row): Detail => ({
  attempts: (r.extras?.attempts ?? []).join(' '),
  scores: formatScorePairs(r.extras?.sets ?? r.extras?.periods),
  difficulty: r.extras?.difficulty?.toString() ?? '',
  execution: r.extras?.execution?.toString() ?? '',
  penalty: r.extras?.penalty?.toString() ?? '',
});

/** A row's result fields before anything is entered. */
const NO_RESULT = {
  rank: null,
  result: null,
  irm: null,
  points: null,
  score: null,
  extras: null,
  qualification_mark: null,
  difference: null,
};

const decimal = (v: string) => (v.trim() === '' ? undefined : Number(v.replace(',', '.')));

/**
 * A row's details as stored: attempts for a mark, sets or periods for a score (the result
 * becomes the sets won when left empty), or a judged score whose points are its total.
 * Throws the name of the box that cannot be read.
 */
function withDetail(r: Row, d: Detail, family: ResultFamily, sets: boolean): Row {
  const extras: ResultExtras = { ...(r.extras ?? {}) };
  let { result, points } = r;
  if (family === 'marks') {
    const attempts = parseAttempts(d.attempts);
    if (!attempts) throw new Error('attempts');
    if (attempts.length) extras.attempts = attempts;
    else delete extras.attempts;
  } else if (family === 'scores') {
    const pairs = parseScorePairs(d.scores);
    if (!pairs) throw new Error('scores');
    delete extras.sets;
    delete extras.periods;
    if (pairs.length) {
      extras[sets ? 'sets' : 'periods'] = pairs;
      if (!result) result = sets ? setsWon(pairs) : String(pairs.reduce((n, p) => n + p.a, 0));
    }
  } else if (family === 'judged') {
    const [difficulty, execution, penalty] = [
      decimal(d.difficulty),
      decimal(d.execution),
      decimal(d.penalty),
    ];
    if ([difficulty, execution, penalty].some((n) => n !== undefined && !Number.isFinite(n)))
      throw new Error('judged');
    for (const [k, v] of [
      ['difficulty', difficulty],
      ['execution', execution],
      ['penalty', penalty],
    ] as const) {
      if (v === undefined) delete extras[k];
      else extras[k] = v;
    }
    points = judgedTotal(extras);
    if (points !== null && !result) result = points.toFixed(3);
  }
  return { ...r, result, points, extras: Object.keys(extras).length ? extras : null };
}

/**
 * A unit's results, one block a competitor so it fits a phone: rank (equal ranks are a tie),
 * order, the result, an invalid mark (DNS, DNF, DSQ...) and the details of the sport's family.
 */
export function ResultsForm({ unit, save }: { unit: DeskUnit; save: ReturnType<typeof useUpdateResults> }) {
  const { t } = useTranslation('admin');
  const fromUnit = (): Row[] =>
    (unit.results.length
      ? unit.results
      : unit.start_list.map((s, i) => ({ ...s, ...NO_RESULT, sort_order: i + 1 }))
    ).map((r) => ({
      competitor_code: r.competitor_code,
      competitor_type: r.competitor_type,
      rank: r.rank,
      sort_order: r.sort_order,
      result: r.result,
      irm: r.irm,
      points: r.points,
      score: r.score,
      extras: r.extras,
      qualification_mark: r.qualification_mark,
      difference: r.difference,
      name: r.name,
    }));
  const [rows, setRows] = useState<Row[]>(fromUnit);
  const [details, setDetails] = useState<Detail[]>(() => fromUnit().map(detailOf));
  const [family, setFamily] = useState<ResultFamily>(resultFamilyOf(unit.unit.discipline));
  const [note, setNote] = useState('');
  const [badDetail, setBadDetail] = useState<number | null>(null);
  // Volleyball, badminton, table tennis and tennis-like sports count sets; the others periods.
  const sets = ['VVO', 'VBV', 'BDM', 'TTE'].includes(unit.unit.discipline.toUpperCase());
  const edit = (i: number, patch: Partial<Row>) =>
    setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const editDetail = (i: number, patch: Partial<Detail>) =>
    setDetails((ds) => ds.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  const num = (v: string) => (v.trim() === '' ? null : Number(v));
  function submit(e: FormEvent) {
    e.preventDefault();
    let out: Row[];
    try {
      out = rows.map((r, i) => {
        try {
          return withDetail(r, details[i]!, family, sets);
        } catch (err) {
          setBadDetail(i);
          throw err;
        }
      });
    } catch {
      return;
    }
    setBadDetail(null);
    save.mutate({
      rows: out.map(({ name: _name, ...r }) => ({ ...r, result: r.result || null, irm: r.irm || null })),
      ...(note ? { note } : {}),
    });
  }
  const detailLabel = t(`desk.detail.${family}`);
  return (
    <Card className="p-4">
      <h2 className="mb-3 text-lg font-bold">{t('desk.results')}</h2>
      <form onSubmit={submit} aria-label={t('desk.results')} className="flex flex-col gap-3">
        <label className="flex flex-col gap-1 text-sm sm:w-80">
          {t('desk.family')}
          <select
            className={input}
            value={family}
            onChange={(e) => setFamily(e.target.value as ResultFamily)}
          >
            {RESULT_FAMILIES.map((f) => (
              <option key={f} value={f}>
                {t(`desk.families.${f}`)}
              </option>
            ))}
          </select>
        </label>
        <p className="text-sm text-muted">{t('desk.tieHint')}</p>
        <ol className="flex flex-col gap-2">
          {rows.map((r, i) => (
            <li
              key={`${r.competitor_code}-${i}`}
              className="rounded-xl border border-border p-3"
              data-testid="desk-result-row"
            >
              <div className="mb-2 flex items-center justify-between gap-2">
                {r.name ? (
                  <span className="font-semibold">
                    {r.name}{' '}
                    <span className="font-mono text-xs font-normal text-muted">{r.competitor_code}</span>
                  </span>
                ) : (
                  <input
                    className={`${input} w-32 font-mono`}
                    aria-label={t('desk.competitorCode')}
                    value={r.competitor_code}
                    onChange={(e) => edit(i, { competitor_code: e.target.value.trim() })}
                  />
                )}
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    setRows((rs) => rs.filter((_, j) => j !== i));
                    setDetails((ds) => ds.filter((_, j) => j !== i));
                  }}
                >
                  {t('desk.remove')}
                </Button>
              </div>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                <RowInput
                  label={t('desk.rank')}
                  inputMode="numeric"
                  value={r.rank ?? ''}
                  onChange={(v) => edit(i, { rank: num(v) })}
                />
                <RowInput
                  label={t('desk.order')}
                  inputMode="numeric"
                  value={r.sort_order}
                  onChange={(v) => edit(i, { sort_order: num(v) ?? i + 1 })}
                />
                <RowInput
                  label={t('desk.result')}
                  inputMode={family === 'ranking' ? 'text' : 'decimal'}
                  value={r.result ?? ''}
                  onChange={(v) => edit(i, { result: v })}
                />
                <label className="flex flex-col gap-1 text-xs text-muted">
                  {t('desk.irm')}
                  <select
                    className={input}
                    aria-label={t('desk.irm')}
                    value={r.irm ?? ''}
                    onChange={(e) => edit(i, { irm: e.target.value || null })}
                  >
                    <option value="">—</option>
                    {[...new Set([...IRM_CODES, ...(r.irm ? [r.irm] : [])])].map((c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ))}
                  </select>
                </label>
                {family === 'marks' || family === 'scores' ? (
                  <label className="col-span-2 flex flex-col gap-1 text-xs text-muted sm:col-span-4">
                    {detailLabel}
                    <input
                      className={input}
                      aria-label={detailLabel}
                      aria-invalid={badDetail === i || undefined}
                      placeholder={family === 'marks' ? '7.12 x 7.30' : '21-18 19-21'}
                      value={family === 'marks' ? details[i]!.attempts : details[i]!.scores}
                      onChange={(e) =>
                        editDetail(
                          i,
                          family === 'marks' ? { attempts: e.target.value } : { scores: e.target.value },
                        )
                      }
                    />
                  </label>
                ) : null}
                {family === 'judged'
                  ? (['difficulty', 'execution', 'penalty'] as const).map((k) => (
                      <label key={k} className="flex flex-col gap-1 text-xs text-muted">
                        {t(`desk.judged.${k}`)}
                        <input
                          className={input}
                          inputMode="decimal"
                          aria-label={t(`desk.judged.${k}`)}
                          aria-invalid={badDetail === i || undefined}
                          value={details[i]![k]}
                          onChange={(e) => editDetail(i, { [k]: e.target.value })}
                        />
                      </label>
                    ))
                  : null}
              </div>
              {badDetail === i && (
                <p role="alert" className="mt-2 text-sm text-danger">
                  {t(`desk.badDetail.${family}`)}
                </p>
              )}
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap items-end gap-3">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => {
              setRows((rs) => [
                ...rs,
                { competitor_code: '', competitor_type: 'A', ...NO_RESULT, sort_order: rs.length + 1 },
              ]);
              setDetails((ds) => [
                ...ds,
                { attempts: '', scores: '', difficulty: '', execution: '', penalty: '' },
              ]);
            }}
          >
            {t('desk.addRow')}
          </Button>
          <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm">
            {t('desk.correctionNote')}
            <input className={input} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
          </label>
          <Button type="submit" size="sm" disabled={save.isPending}>
            {t('desk.saveResults')}
          </Button>
        </div>
        <Feedback error={save.error} done={save.isSuccess} />
      </form>
    </Card>
  );
}

/** One of a result row's typed-in values, labelled. */
function RowInput({
  label,
  inputMode,
  value,
  onChange,
}: {
  label: string;
  inputMode: 'numeric' | 'decimal' | 'text';
  value: string | number;
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs text-muted">
      {label}
      <input
        className={input}
        inputMode={inputMode}
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
