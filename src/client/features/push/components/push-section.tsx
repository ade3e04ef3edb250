import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bell, BellOff } from 'lucide-react';
import { Button } from '../../../ui/button';
import { Card, CardHeader } from '../../../ui/card';
import {
  currentSubscription,
  pushSupport,
  sendSubscription,
  turnOff,
  turnOn,
} from '../lib/push-subscription';
import { HomeScreenGuide } from './home-screen-guide';
import { PushChoices } from './push-choices';

type Status = 'checking' | 'on' | 'off' | 'denied' | 'error';

/** Turning notifications on and off on this device, and what they are about. */
export function PushSection() {
  const { t } = useTranslation('notifications');
  const support = pushSupport();
  const [status, setStatus] = useState<Status>(() =>
    support === 'web' && Notification.permission === 'denied' ? 'denied' : 'checking',
  );
  const [busy, setBusy] = useState(false);
  const saving = useRef<Promise<void> | null>(null);

  useEffect(() => {
    if (support !== 'web' || Notification.permission === 'denied') return;
    currentSubscription()
      .then((sub) => setStatus(sub ? 'on' : 'off'))
      .catch(() => setStatus('off'));
  }, [support]);

  async function toggle() {
    setBusy(true);
    try {
      if (status === 'on') {
        await turnOff();
        setStatus('off');
      } else {
        setStatus((await turnOn()) ? 'on' : Notification.permission === 'denied' ? 'denied' : 'off');
      }
    } catch {
      setStatus('error');
    } finally {
      setBusy(false);
    }
  }

  /** A changed choice reaches the server at once when this device is subscribed. */
  function choicesChanged() {
    if (status !== 'on') return;
    saving.current = (saving.current ?? Promise.resolve()).then(async () => {
      const sub = await currentSubscription();
      if (sub) await sendSubscription(sub).catch(() => setStatus('error'));
    });
  }

  return (
    <Card>
      <CardHeader title={t('push.title')} />
      <div className="flex flex-col gap-5 p-4">
        {support === 'home-screen' && <HomeScreenGuide />}
        {support === 'unsupported' && <p className="text-muted">{t('push.unsupported')}</p>}
        {support === 'native' && <p className="text-muted">{t('push.native')}</p>}
        {support === 'web' && (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="min-w-0 flex-1 basis-56">
              {status === 'on' && t('push.on')}
              {status === 'off' && t('push.off')}
              {status === 'denied' && t('push.denied')}
              {status === 'error' && t('push.error')}
            </p>
            {status !== 'denied' && status !== 'checking' && (
              <Button
                variant={status === 'on' ? 'secondary' : 'primary'}
                loading={busy}
                onClick={toggle}
                icon={status === 'on' ? <BellOff size={18} aria-hidden /> : <Bell size={18} aria-hidden />}
              >
                {status === 'on' ? t('push.turnOff') : t('push.turnOn')}
              </Button>
            )}
          </div>
        )}
        <PushChoices onChange={choicesChanged} />
      </div>
    </Card>
  );
}
