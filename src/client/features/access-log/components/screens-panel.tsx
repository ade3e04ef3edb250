import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessLogReport } from '../../../../shared/contracts/access-log';
import { BarChart } from './bar-chart';
import { Figures, Panel, RouteBars } from './panel';

/**
 * The dashboard's first answer: which screens people open, on which devices, at what time of
 * day. From the views the app reports once per navigation; bots are only a count beside.
 */
export function ScreensPanel({ screens }: { screens: AccessLogReport['screens'] }) {
  const { t, i18n } = useTranslation('admin');
  const number = new Intl.NumberFormat(i18n.language);
  const hours = useMemo(
    () => ({
      labels: screens.by_hour.map((h) => String(h.key).padStart(2, '0')),
      values: screens.by_hour.map((h) => h.count),
    }),
    [screens],
  );
  return (
    <Panel title={t('accessLog.screens.title')} className="md:col-span-2">
      <p className="-mt-2 mb-3 text-sm text-muted">{t('accessLog.screens.hint')}</p>
      <ul className="mb-4 flex flex-wrap gap-2 text-sm">
        {(['total', 'bots'] as const).map((kind) => (
          <li
            key={kind}
            data-testid={`screens-${kind}`}
            data-value={screens[kind]}
            className="rounded-full bg-surface-2 px-2.5 py-0.5"
          >
            <span className="text-muted">{t(`accessLog.screens.${kind}`)}</span>{' '}
            <strong className="tabular-nums">{number.format(screens[kind])}</strong>
          </li>
        ))}
      </ul>
      {screens.total === 0 ? (
        <p className="text-sm text-muted">{t('accessLog.screens.none')}</p>
      ) : (
        <div className="grid gap-5 md:grid-cols-2">
          <div className="min-w-0">
            <h3 className="mb-2 text-sm font-semibold">{t('accessLog.screens.byRoute')}</h3>
            <RouteBars prefix="screen" label={t('accessLog.screens.byRoute')} items={screens.by_route} />
          </div>
          <div className="min-w-0 space-y-5">
            <div>
              <h3 className="mb-1 text-sm font-semibold">{t('accessLog.screens.byDevice')}</h3>
              <Figures
                prefix="screen-device"
                items={screens.by_device.map((d) => ({
                  key: d.key,
                  label: t(`accessLog.devices.${d.key}`),
                  count: d.count,
                }))}
              />
            </div>
            <div>
              <h3 className="mb-2 text-sm font-semibold">{t('accessLog.screens.byHour')}</h3>
              <BarChart label={t('accessLog.screens.byHour')} labels={hours.labels} values={hours.values} />
            </div>
          </div>
        </div>
      )}
    </Panel>
  );
}
