import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bell, BellOff } from 'lucide-react';
import { Button } from '../../../ui/button';
import { Card, CardHeader } from '../../../ui/card';
import { isOn, pushSupport, resend, turnOff, turnOn } from '../lib/push-subscription';
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
    if (support === 'home-screen' || support === 'unsupported') return;
    if (support === 'web' && Notification.permission === 'denied') return;
    isOn()
      .then((on) => {
        setStatus(on ? 'on' : 'off');
        // A guest's follows, the account signed in and the language may have changed since the
        // subscription was sent: each visit here brings the server up to date.
        if (on) void resend().catch(() => undefined);
      })
      .catch(() => setStatus('off'));
  }, [support]);

  async function toggle() {
    setBusy(true);
    try {
      if (status === 'on') {
        await turnOff();
        setStatus('off');
      } else {
        const denied = () => support === 'native' || Notification.permission === 'denied';
        setStatus((await turnOn()) ? 'on' : denied() ? 'denied' : 'off');
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
    saving.current = (saving.current ?? Promise.resolve()).then(() =>
      resend().catch(() => setStatus('error')),
    );
  }

  return (
    <Card>
      <CardHeader title={t('push.title')} />
      <div className="flex flex-col gap-5 p-4">
        {support === 'home-screen' && <HomeScreenGuide />}
        {support === 'unsupported' && <p className="text-muted">{t('push.unsupported')}</p>}
        {(support === 'web' || support === 'native') && (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="min-w-0 flex-1 basis-56">
              {status === 'on' && t('push.on')}
              {status === 'off' && t('push.off')}
              {status === 'denied' && t(support === 'native' ? 'push.native' : 'push.denied')}
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
