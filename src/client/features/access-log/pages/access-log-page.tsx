import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import {
  DEVICE_CLASSES,
  type AccessLogQuery,
  type AccessLogReport,
  type DeviceClass,
} from '../../../../shared/contracts/access-log';
import { accessLogCsvUrl, useAccessLog } from '../api/get-access-log';
import { BarChart } from '../components/bar-chart';
import { Figures, Panel, RouteBars } from '../components/panel';
import { ScreensPanel } from '../components/screens-panel';
import { Button } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { ChoiceGroup } from '../../../ui/choice-group';
import { ErrorView } from '../../../ui/error-view';
import { PageHeader } from '../../../ui/page-header';
import { Spinner } from '../../../ui/spinner';
import { EmptyState, ErrorState } from '../../../ui/states';

type Period = 'days' | 'weeks' | 'custom';
const PERIODS: Period[] = ['days', 'weeks', 'custom'];
// Green for answers that worked, amber for redirects, red for errors.
const CLASS_COLORS = ['#16a34a', '#0891b2', '#d97706', '#dc2626'];

function Report({ data, weekly }: { data: AccessLogReport; weekly: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const number = new Intl.NumberFormat(i18n.language);
  const dayLabel = new Intl.DateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const charts = useMemo(
    () => ({
      views: {
        labels: data.views.map((v) => dayLabel.format(new Date(`${v.key}T00:00:00Z`))),
        values: data.views.map((v) => v.count),
      },
      devices: {
        labels: data.by_device.map((d) => t(`accessLog.devices.${d.key}`)),
        values: data.by_device.map((d) => d.count),
      },
      classes: {
        labels: data.by_status_class.map((c) => c.key),
        values: data.by_status_class.map((c) => c.count),
      },
      codes: {
        labels: data.by_code.map((c) => String(c.key)),
        values: data.by_code.map((c) => c.count),
        colors: data.by_code.map((c) => CLASS_COLORS[Math.min(3, Math.max(0, Math.floor(c.key / 100) - 2))]!),
      },
    }),
    // The labels follow the data and the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, i18n.language],
  );
  const totals = [
    ['totalAccess', data.totals.totalAccess],
    ['successCount', data.totals.successCount],
    ['errorCount', data.totals.errorCount],
  ] as const;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ScreensPanel screens={data.screens} />
      <div className="grid grid-cols-3 gap-3 md:col-span-2">
        {totals.map(([key, value]) => (
          <div key={key} className="rounded-xl border border-border bg-surface p-3">
            <p className="text-xs text-muted sm:text-sm">{t(`accessLog.totals.${key}`)}</p>
            <p
              data-testid={`total-${key}`}
              data-value={value}
              className={cn(
                'text-2xl font-bold tabular-nums',
                key === 'errorCount' && value > 0 && 'text-danger',
              )}
            >
              {number.format(value)}
            </p>
          </div>
        ))}
      </div>
      <Panel title={t(weekly ? 'accessLog.byWeek' : 'accessLog.byDay')} className="md:col-span-2">
        <BarChart label={t('accessLog.views')} labels={charts.views.labels} values={charts.views.values} />
      </Panel>
      <Panel title={t('accessLog.byDevice')}>
        <BarChart
          label={t('accessLog.byDevice')}
          labels={charts.devices.labels}
          values={charts.devices.values}
        />
        <Figures
          prefix="device"
          items={data.by_device.map((d) => ({
            key: d.key,
            label: t(`accessLog.devices.${d.key}`),
            count: d.count,
          }))}
        />
      </Panel>
      <Panel title={t('accessLog.byStatusClass')}>
        <BarChart
          label={t('accessLog.byStatusClass')}
          labels={charts.classes.labels}
          values={charts.classes.values}
          colors={CLASS_COLORS}
        />
        <Figures
          prefix="class"
          items={data.by_status_class.map((c) => ({ key: c.key, label: c.key, count: c.count }))}
        />
      </Panel>
      <Panel title={t('accessLog.byCode')} className="md:col-span-2">
        <BarChart
          label={t('accessLog.byCode')}
          labels={charts.codes.labels}
          values={charts.codes.values}
          colors={charts.codes.colors}
        />
        <Figures
          prefix="code"
          items={data.by_code.map((c) => ({ key: c.key, label: String(c.key), count: c.count }))}
        />
      </Panel>
      <Panel title={t('accessLog.apiRoutes')} className="md:col-span-2">
        <RouteBars prefix="api" label={t('accessLog.apiRoutes')} items={data.api_routes} />
      </Panel>
    </div>
  );
}

/**
 * /access-log: how the app is used and whether it fails anyone, from hourly request counts
 * that identify no one. Admins only (the server refuses anyone else).
 */
export default function AccessLogPage() {
  const { t } = useTranslation('admin');
  const [period, setPeriod] = useState<Period>('days');
  const [device, setDevice] = useState<DeviceClass | ''>('');
  const [draft, setDraft] = useState({ from: '', to: '' });
  const [range, setRange] = useState({ from: '', to: '' });
  const query: AccessLogQuery =
    period === 'custom'
      ? { period, from: range.from, to: range.to, device: device || undefined }
      : { period, device: device || undefined };
  const customReady = period !== 'custom' || Boolean(range.from && range.to);
  const report = useAccessLog(query);
  const status = (report.error as { status?: number } | null)?.status;
  if (status === 401 || status === 403)
    return <ErrorView details={{ status: 403, statusText: 'Forbidden' }} />;

  const rangeText = report.data
    ? t('accessLog.range', { from: report.data.from, to: report.data.to })
    : undefined;
  return (
    <div className="mx-auto max-w-5xl space-y-4 p-4">
      <PageHeader
        title={t('accessLog.title')}
        subtitle={t('accessLog.subtitle')}
        action={
          report.data && customReady ? (
            <a
              href={accessLogCsvUrl(query)}
              download
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-border px-3 text-sm font-semibold hover:bg-surface-2"
            >
              <Download size={16} aria-hidden />
              {t('accessLog.csv')}
            </a>
          ) : undefined
        }
      />
      <div className="flex flex-wrap items-end gap-3">
        <ChoiceGroup
          role="group"
          label={t('accessLog.period')}
          options={PERIODS}
          value={period}
          onChange={setPeriod}
          className="flex rounded-lg border border-border p-0.5"
          optionClassName={(on) =>
            cn(
              'min-h-10 rounded-md px-3 text-sm font-semibold',
              on ? 'bg-brand text-white' : 'text-muted hover:bg-surface-2',
            )
          }
        >
          {(p) => t(`accessLog.periods.${p}`)}
        </ChoiceGroup>
        <label className="flex flex-col text-sm">
          <span className="text-muted">{t('accessLog.device')}</span>
          <select
            value={device}
            onChange={(e) => setDevice(e.target.value as DeviceClass | '')}
            className="min-h-10 rounded-lg border border-border bg-surface px-2"
          >
            <option value="">{t('accessLog.allDevices')}</option>
            {DEVICE_CLASSES.map((d) => (
              <option key={d} value={d}>
                {t(`accessLog.devices.${d}`)}
              </option>
            ))}
          </select>
        </label>
        {period === 'custom' && (
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              setRange(draft);
            }}
          >
            <DateField
              label={t('accessLog.from')}
              value={draft.from}
              max={draft.to || undefined}
              onChange={(from) => setDraft({ ...draft, from })}
            />
            <DateField
              label={t('accessLog.to')}
              value={draft.to}
              min={draft.from || undefined}
              onChange={(to) => setDraft({ ...draft, to })}
            />
            <Button type="submit">{t('accessLog.apply')}</Button>
          </form>
        )}
      </div>
      {rangeText && <p className="text-sm text-muted">{rangeText}</p>}
      {!customReady ? (
        <EmptyState title={t('accessLog.pickRange')} />
      ) : report.isPending ? (
        <Spinner />
      ) : report.error ? (
        <ErrorState message={t('accessLog.loadError')} onRetry={() => void report.refetch()} />
      ) : report.data.totals.totalAccess === 0 ? (
        <EmptyState title={t('accessLog.noData')} hint={t('accessLog.noDataHint')} />
      ) : (
        <Report data={report.data} weekly={period === 'weeks'} />
      )}
    </div>
  );
}

/** One end of the custom period: a labelled day input. */
function DateField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (day: string) => void;
}) {
  return (
    <label className="flex flex-col text-sm">
      <span className="text-muted">{label}</span>
      <input
        type="date"
        required
        value={value}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value)}
        className="min-h-10 rounded-lg border border-border bg-surface px-2"
      />
    </label>
  );
}
