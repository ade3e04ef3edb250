import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from 'lucide-react';
import { useAppConfig } from '../../../lib/app-config';

/**
 * The shell of a widget inside another site's frame: the games' mark, a title and a
 * link that opens the full app in a new tab (a frame must not navigate its host).
 */
export function WidgetFrame({
  title,
  subtitle,
  moreHref,
  moreLabel,
  children,
}: {
  title: string;
  subtitle?: string;
  moreHref: string;
  moreLabel: string;
  children: ReactNode;
}) {
  const config = useAppConfig();
  const { i18n } = useTranslation();
  return (
    <section className="mx-auto max-w-3xl" lang={i18n.language} data-testid="widget">
      <header className="mb-3 flex items-center gap-3">
        <img
          src={config.brand.logo_url}
          alt=""
          width={32}
          height={32}
          className="size-8 shrink-0 rounded-lg"
        />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-base font-bold leading-tight">{title}</h1>
          <p className="truncate text-sm text-muted">{subtitle ?? config.brand.name}</p>
        </div>
      </header>
      {children}
      <a
        href={moreHref}
        target="_blank"
        rel="noopener"
        className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline"
      >
        {moreLabel}
        <ExternalLink size={14} aria-hidden />
      </a>
    </section>
  );
}
