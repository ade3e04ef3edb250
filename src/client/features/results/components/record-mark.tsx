import { useTranslation } from 'react-i18next';

/** A record mark beside a result (WR, GR, NR, PB...), its meaning in the reader's language. */
export function RecordMark({ code, equalled }: { code: string; equalled?: boolean }) {
  const { t } = useTranslation('schedule');
  return (
    <abbr
      title={`${t(`record.${code}`, { defaultValue: code })}${equalled ? ` (${t('record.equalled')})` : ''}`}
      className="rounded bg-warning/15 px-1 text-xs font-bold text-fg no-underline"
      data-testid="record-mark"
    >
      {equalled ? `=${code}` : code}
    </abbr>
  );
}
