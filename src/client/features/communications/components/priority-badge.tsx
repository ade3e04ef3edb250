import { useTranslation } from 'react-i18next';
import { StatusChip, type ChipTone } from '../../../ui/status-chip';

const TONE: Record<number, ChipTone> = { 1: 'danger', 2: 'warning', 3: 'info' };

/** Urgent, important or for information, in a colour and a word (never the colour alone). */
export function PriorityBadge({ priority }: { priority: number }) {
  const { t } = useTranslation('communications');
  return <StatusChip label={t(`priority.${priority}`)} tone={TONE[priority] ?? 'neutral'} />;
}
