import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorKindForStatus, type ErrorKind } from '../../shared/domain/http-status';
import { isApiError } from '../lib/api-client';
import { isBot } from '../lib/bots';
import { Button, ButtonLink } from './button';
import { Icon } from './icon';
import type { SpriteIcon } from './icon-names';

export interface ErrorDetails {
  status?: number;
  statusText?: string;
  message?: string;
  stack?: string;
}

/** What the error screen shows, from whatever was thrown (route response, API error, exception). */
export function describeError(error: unknown): ErrorDetails {
  if (isRouteErrorResponse(error)) {
    const data = error.data as { message?: string } | string | null;
    return {
      status: error.status,
      statusText: error.statusText || undefined,
      message: typeof data === 'string' ? data || undefined : (data?.message ?? undefined),
    };
  }
  if (isApiError(error)) {
    return {
      status: error.status,
      statusText: error.statusText || undefined,
      message: error.message,
      stack: error.stack,
    };
  }
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  return {};
}

/** "You are offline": the games server cannot be reached; Retry asks again. */
export function OfflineState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-16 text-center"
      role="alert"
      data-testid="offline-state"
    >
      <span className="grid size-16 place-items-center rounded-2xl bg-surface-2 text-muted">
        <Icon name="wifi-off" size={30} />
      </span>
      <h2 className="text-[length:var(--text-h2)] font-bold">{t('offline.title')}</h2>
      <p className="text-muted">{t('offline.message')}</p>
      <Button size="lg" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </div>
  );
}

const icons: Record<ErrorKind, SpriteIcon> = {
  notFound: 'file-question-mark',
  forbidden: 'ban',
  serverError: 'server-crash',
  unknown: 'triangle-exclamation-point',
};

/** The error screen: what went wrong, in the reader's language, with the way back home. */
export function ErrorView({ details }: { details: ErrorDetails }) {
  const { t } = useTranslation();
  const location = useLocation();
  const kind = errorKindForStatus(details.status);

  useEffect(() => {
    // Every error shown is logged with its status, message, stack, path and time, for support.
    console.error('app error', {
      status: details.status,
      message: details.message,
      stack: details.stack,
      path: location.pathname + location.search,
      timestamp: new Date().toISOString(),
    });
  }, [details, location.pathname, location.search]);

  if (typeof navigator !== 'undefined' && isBot(navigator.userAgent)) return null;

  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-5 px-6 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-2xl bg-brand-soft text-brand">
        <Icon name={icons[kind]} size={30} />
      </span>
      <p
        className="text-[length:var(--text-display)] font-black leading-none tracking-tight text-brand"
        data-testid="error-status"
      >
        {details.status ?? t('error.unknownStatus')}
      </p>
      <h1 className="text-[length:var(--text-h2)] font-bold" data-testid="error-title">
        {t(`error.title.${kind}`)}
      </h1>
      <p className="text-muted">{t(`error.message.${kind}`)}</p>
      <div className="w-full space-y-3 rounded-2xl border border-border bg-surface p-4 text-left text-sm">
        <dl className="space-y-3">
          <div>
            <dt className="font-semibold">{t('error.statusText')}</dt>
            <dd className="text-muted">{details.statusText ?? t('error.unknownStatus')}</dd>
          </div>
          <div>
            <dt className="font-semibold">{t('error.details')}</dt>
            <dd className="text-muted" data-testid="error-message">
              {details.message ?? t('error.noDetails')}
            </dd>
          </div>
        </dl>
        <details>
          <summary className="cursor-pointer font-semibold">{t('error.stack')}</summary>
          <pre className="mt-2 max-h-48 overflow-auto whitespace-pre-wrap text-xs text-muted">
            {details.stack ?? t('error.noStack')}
          </pre>
        </details>
      </div>
      <ButtonLink to="/" size="lg">
        {t('error.backHome')}
      </ButtonLink>
    </main>
  );
}
