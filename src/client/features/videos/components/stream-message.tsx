import { useTranslation } from 'react-i18next';
import { CircleStop, WifiOff } from 'lucide-react';
import type { StreamTrouble } from '../lib/attach-stream';

/** Said in the player's place when a stream is offline or has ended. */
export function StreamMessage({ trouble }: { trouble: StreamTrouble }) {
  const { t } = useTranslation('videos');
  return (
    <div
      role="status"
      className="grid aspect-video w-full place-items-center rounded-2xl bg-neutral-900 p-6 text-center text-white"
      data-testid="stream-message"
    >
      <div className="space-y-2">
        <span className="mx-auto grid size-12 place-items-center rounded-full bg-white/10">
          {trouble === 'ended' ? <CircleStop size={22} aria-hidden /> : <WifiOff size={22} aria-hidden />}
        </span>
        <p className="text-lg font-semibold">{t(trouble === 'ended' ? 'ended.title' : 'offline.title')}</p>
        <p className="max-w-sm text-sm text-white/80">
          {t(trouble === 'ended' ? 'ended.hint' : 'offline.hint')}
        </p>
      </div>
    </div>
  );
}
