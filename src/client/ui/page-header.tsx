import type { ReactNode } from 'react';

export function PageHeader({
  title,
  subtitle,
  action,
}: {
  title: string;
  subtitle?: string;
  action?: ReactNode;
}) {
  return (
    <header className="mb-5 flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
      {/* The action goes under the title when both do not fit on one line (a phone). */}
      <div className="min-w-0 flex-1 basis-64">
        <h1 className="text-[length:var(--text-h2)] font-bold leading-tight tracking-tight sm:text-[length:var(--text-h1)]">
          {title}
        </h1>
        {subtitle && <p className="mt-1 text-muted">{subtitle}</p>}
      </div>
      {action}
    </header>
  );
}
