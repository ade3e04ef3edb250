import type { AppConfig } from '../config';
import type { LocaleTag } from '../../shared/domain/locales';
import type { PageHeading } from './page-headings';
import { isEmbeddablePath } from './security';

type BrandConfig = Pick<AppConfig, 'GAMES_NAME' | 'GAMES_SHORT_NAME' | 'BRAND_PRIMARY' | 'BRAND_LOGO_URL'>;

const MARK = '<!--app-shell-->';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Pages with their own full-screen look: the login screens and the chrome-less widgets. */
function hasNoHeader(pathname: string): boolean {
  return isEmbeddablePath(pathname) || /^\/(?:[a-z]{3}\/)?(?:login|signup|auth)(?:\/|$)/.test(pathname);
}

/**
 * The page's own heading, with the classes the layout and PageHeader give it, so that the
 * page's largest text is painted at the first paint and React's copy, the same size, does
 * not count as a later one.
 */
function headingHtml({ title, subtitle, kind }: PageHeading): string {
  if (kind === 'unit') {
    // The unit card's title, as the unit page draws it (results/pages/unit-page.tsx).
    return (
      '<main class="mx-auto max-w-5xl px-4 py-6"><div class="rounded-2xl border border-border bg-surface p-4">' +
      `<h2 class="text-[length:var(--text-h3)] font-bold leading-tight">${escapeHtml(title)}</h2></div></main>`
    );
  }
  return (
    '<main class="mx-auto max-w-5xl px-4 py-6"><header class="mb-5 flex items-end justify-between gap-4"><div>' +
    '<h1 class="text-[length:var(--text-h2)] font-bold leading-tight tracking-tight sm:text-[length:var(--text-h1)]">' +
    `${escapeHtml(title)}</h1>` +
    (subtitle ? `<p class="mt-1 text-muted">${escapeHtml(subtitle)}</p>` : '') +
    '</div></header></main>'
  );
}

/**
 * index.html with the games' header painted before any script runs (the first
 * contentful paint of a cold visit on a slow phone), in the brand of this games, and for
 * pages whose heading is known without data, that heading in the reader's language
 * (page-headings.ts) in place of the spinner. Without a heading the two variants (with the
 * header, and a bare spinner) are made once.
 */
export function appShell(template: string, config: BrandConfig) {
  const brand = `style="--brand:${config.BRAND_PRIMARY}"`;
  const spinner = '<div class="app-shell-body"><span class="app-shell-spinner"></span></div>';
  const header =
    `<header class="app-shell-bar"><img src="${escapeHtml(config.BRAND_LOGO_URL)}" alt="" width="32" height="32" />` +
    `<span>${escapeHtml(config.GAMES_SHORT_NAME)}</span></header>`;
  const titled = template.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(config.GAMES_NAME)}</title>`);
  const render = (inner: string) =>
    titled.replace(MARK, `<div class="app-shell" aria-hidden="true" ${brand}>${inner}</div>`);
  const withHeader = render(header + spinner);
  const bare = render(spinner);
  return (pathname: string, page?: { tag: LocaleTag; heading: PageHeading | null }) => {
    if (hasNoHeader(pathname)) return bare;
    if (!page?.heading) return withHeader;
    return render(header + headingHtml(page.heading)).replace(
      /<html lang="[^"]*"/,
      `<html lang="${page.tag}"`,
    );
  };
}
