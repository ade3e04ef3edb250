import { describe, expect, it } from 'vitest';
import { appShell } from './app-shell';

const template =
  '<html lang="en-US"><head><title>Games companion</title></head><body><div id="root"><!--app-shell--></div></body></html>';
const config = {
  GAMES_NAME: 'Jogos <Juventude>',
  GAMES_SHORT_NAME: 'JJ "26"',
  BRAND_PRIMARY: '#123456',
  BRAND_LOGO_URL: '/brand/logo.svg',
};

describe('app shell in index.html', () => {
  const page = appShell(template, config);

  it("paints the games' header, escaped, with its title and brand colour", () => {
    const html = page('/schedule/grid');
    expect(html).toContain('<title>Jogos &#60;Juventude&#62;</title>');
    expect(html).toContain('<span>JJ &#34;26&#34;</span>');
    expect(html).toContain('src="/brand/logo.svg"');
    expect(html).toContain('--brand:#123456');
    expect(html).not.toContain('<!--app-shell-->');
  });

  it('paints no header on widgets and the login screens, which have their own look', () => {
    for (const path of ['/widget/medals', '/spa/widget/events', '/login', '/por/signup', '/auth']) {
      expect(page(path), path).not.toContain('app-shell-bar');
      expect(page(path), path).toContain('app-shell-spinner');
    }
    expect(page('/medals/all')).toContain('app-shell-bar');
  });

  it("paints a known page's heading in the reader's language instead of the spinner, escaped", () => {
    const html = page('/spa/medals/all', {
      tag: 'es-ES',
      heading: { title: 'Medallas <b>', subtitle: 'Delegaciones & más' },
    });
    expect(html).toContain('<h1 class="text-[length:var(--text-h2)]');
    expect(html).toContain('Medallas &#60;b&#62;</h1><p class="mt-1 text-muted">Delegaciones &#38; más</p>');
    expect(html).not.toContain('app-shell-spinner');
    expect(html).toContain('<html lang="es-ES">');
    expect(page('/medals/all', { tag: 'en-US', heading: null })).toContain('app-shell-spinner');
  });
});
