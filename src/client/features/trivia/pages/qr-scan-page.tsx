import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { NATIVE_PLATFORMS } from '../../../../shared/domain/platform';
import { notify } from '../../../lib/notify';
import { currentPlatform } from '../../../lib/platform';
import { useLocalizedPath } from '../../../lib/localized-link';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Icon } from '../../../ui/icon';
import { PageHeader } from '../../../ui/page-header';
import { Spinner } from '../../../ui/spinner';
import { useUnlockTrivia } from '../api/unlock-trivia';
import { nativeScanner, scanFailure, scanNative, startCameraScan, type ScanFailure } from '../lib/scanner';
import { unlockFailureKey } from '../lib/unlock-message';

type State =
  | { kind: 'idle' }
  | { kind: 'scanning' }
  | { kind: 'checking' }
  | { kind: 'unlocked' }
  | { kind: 'failed'; messageKey: string; alert: boolean };

const FAILURE_KEY: Record<ScanFailure, string> = {
  permission: 'scan.permission',
  canceled: 'scan.canceled',
  error: 'scan.error',
  unavailable: 'scan.unavailable',
};

/**
 * /qr-scan: reads a trivia poster's QR code and unlocks the trivia. In the apps ML Kit's
 * scanner does it; in a browser (and where the device has no ML Kit scanner) the camera
 * shows in the page and each frame is read. Opening the poster's address itself
 * (/qr-scan?code=…, as a phone's camera app does) unlocks at once. The code can also be typed.
 */
export default function QrScanPage() {
  const { t } = useTranslation('trivia');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const unlock = useUnlockTrivia();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [manual, setManual] = useState('');
  const video = useRef<HTMLVideoElement>(null);
  const stopCamera = useRef<(() => void) | undefined>(undefined);

  const submitCode = useCallback(
    async (code: string) => {
      setState({ kind: 'checking' });
      try {
        const { triviaId } = await unlock.mutateAsync(code);
        void notify.success(t('scan.valid'));
        // Trivia are answered in the apps; the installed web app only unlocks them.
        if (NATIVE_PLATFORMS.includes(currentPlatform())) navigate(localized(`/trivia/${triviaId}`));
        else setState({ kind: 'unlocked' });
      } catch (err) {
        setState({ kind: 'failed', messageKey: unlockFailureKey(err), alert: true });
      }
    },
    // mutateAsync is stable; the mutation object is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [navigate, localized, t],
  );

  // The poster's address opened directly: its code is used once, then dropped from the address.
  const linked = params.get('code');
  const usedLink = useRef(false);
  useEffect(() => {
    if (!linked || usedLink.current) return;
    usedLink.current = true;
    setParams(
      (p) => {
        p.delete('code');
        return p;
      },
      { replace: true },
    );
    void submitCode(linked);
  }, [linked, setParams, submitCode]);

  // Leaving the page turns the camera off.
  useEffect(() => () => stopCamera.current?.(), []);

  const fail = (reason: ScanFailure) =>
    setState({ kind: 'failed', messageKey: FAILURE_KEY[reason], alert: reason !== 'canceled' });

  async function scan() {
    setState({ kind: 'scanning' });
    try {
      const plugin = await nativeScanner();
      if (plugin) {
        await submitCode(await scanNative(plugin));
        return;
      }
      stopCamera.current = await startCameraScan(video.current!, (code) => {
        stopCamera.current = undefined;
        void submitCode(code);
      });
    } catch (err) {
      fail(scanFailure(err));
    }
  }

  function cancel() {
    stopCamera.current?.();
    stopCamera.current = undefined;
    fail('canceled');
  }

  function onManual(e: FormEvent) {
    e.preventDefault();
    const code = manual.trim();
    if (code) void submitCode(code);
  }

  const scanning = state.kind === 'scanning';
  const busy = scanning || state.kind === 'checking';
  return (
    <div className="mx-auto max-w-md space-y-5">
      <PageHeader title={t('common:menu.qrScan')} subtitle={t('scan.subtitle')} />
      <Card className="space-y-4 p-4">
        <div
          className={
            scanning
              ? 'relative aspect-square overflow-hidden rounded-xl bg-black'
              : 'grid aspect-[4/3] place-items-center rounded-xl bg-surface-2 text-muted'
          }
        >
          {/* The camera's picture is a viewfinder only: what matters is said in text below. */}
          <video
            ref={video}
            aria-hidden="true"
            muted
            playsInline
            className={scanning ? 'size-full object-cover' : 'hidden'}
          />
          {scanning ? (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-[15%] rounded-2xl border-4 border-white/80"
            />
          ) : (
            <Icon name="camera" size={56} />
          )}
        </div>
        <div aria-live="polite" className="min-h-6 text-center text-sm">
          {scanning && <p>{t('scan.scanning')}</p>}
          {state.kind === 'checking' && (
            <p className="flex items-center justify-center gap-2">
              <Spinner size={16} label={t('scan.checking')} />
              {t('scan.checking')}
            </p>
          )}
        </div>
        {state.kind === 'unlocked' && (
          <p role="status" className="rounded-xl bg-success/10 px-3 py-2 text-center font-semibold">
            {t('scan.valid')}. {t('scan.openInApp')}
          </p>
        )}
        {state.kind === 'failed' && (
          <p
            role={state.alert ? 'alert' : 'status'}
            data-testid="scan-message"
            className={
              state.alert
                ? 'rounded-xl bg-danger/10 px-3 py-2 text-center font-semibold text-danger'
                : 'rounded-xl bg-surface-2 px-3 py-2 text-center font-semibold'
            }
          >
            {t(state.messageKey)}
          </p>
        )}
        {scanning ? (
          <Button variant="secondary" size="lg" className="w-full" onClick={cancel}>
            {t('scan.stop')}
          </Button>
        ) : (
          <Button
            size="lg"
            className="w-full"
            icon={<Icon name="camera" size={18} />}
            disabled={busy}
            onClick={() => void scan()}
          >
            {t('scan.start')}
          </Button>
        )}
      </Card>
      <Card className="p-4">
        <form onSubmit={onManual} className="space-y-3">
          <h2 className="font-semibold">{t('scan.manual')}</h2>
          <div className="space-y-1.5">
            <label htmlFor="trivia-code" className="block text-sm font-semibold">
              {t('scan.codeLabel')}
            </label>
            <p id="trivia-code-hint" className="text-sm text-muted">
              {t('scan.manualHint')}
            </p>
            <input
              id="trivia-code"
              value={manual}
              onChange={(e) => setManual(e.target.value)}
              aria-describedby="trivia-code-hint"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              className="h-11 w-full rounded-xl border border-control bg-surface px-3.5 font-mono text-[0.9375rem] text-fg outline-none focus:border-brand focus:ring-2 focus:ring-brand/25"
            />
          </div>
          <Button type="submit" variant="secondary" className="w-full" disabled={busy || !manual.trim()}>
            {t('scan.unlock')}
          </Button>
        </form>
      </Card>
    </div>
  );
}
