import type { AppConfig } from '../config';
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
 * index.html with the games' header painted before any script runs (the first
 * contentful paint of a cold visit on a slow phone), in the brand of this games. Both
 * variants (with the header, and a bare spinner) are made once.
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
  return (pathname: string) => (hasNoHeader(pathname) ? bare : withHeader);
}
